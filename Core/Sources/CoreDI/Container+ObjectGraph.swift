extension Container {
    /// The graph being resolved, named on first ask; nil outside a resolution, unless
    /// `restoreObjectGraph(_:)` set the next one. Swinject's `currentObjectGraph`.
    public var currentObjectGraph: GraphIdentifier? {
        resolution.exclusive { resolution.frame.currentGraph() }
    }

    /// Makes the next top-level resolve join graph `identifier`: `.graph`-scoped instances it
    /// built that are still alive are shared again, not made anew.
    public func restoreObjectGraph(_ identifier: GraphIdentifier) {
        resolution.exclusive { resolution.frame.restore(identifier) }
    }

    /// Runs `closure` in graph `identifier`: every resolve it makes joins that graph, as one
    /// top-level resolve would, sharing `.graph`-scoped instances with each other and with
    /// the graph's earlier resolves while those instances are alive. Inside a resolution the
    /// closure joins the running graph instead.
    public func withObjectGraph<T>(_ identifier: GraphIdentifier, closure: (Container) throws -> T) rethrows -> T {
        // One operation of the hierarchy, so a synchronized container resolves nothing of
        // another thread's into the graph meanwhile (its lock is recursive).
        try resolution.exclusive { () throws -> T in
            if resolution.frame.depth == 0 { resolution.frame.restore(identifier) }
            // Held open across the closure's resolves, as a factory's nested resolves are.
            resolution.frame.depth += 1
            defer { resolution.frame.leave() }
            return try closure(self)
        }
    }

    /// `resolve(GraphIdentifier.self)` with nothing registered for it: the running graph,
    /// as in Swinject; nil outside a resolution.
    @usableFromInline @inline(never)
    func graphIdentifierResolution<Service>(as type: Service.Type) -> Result<Service, ResolutionError>? {
        guard let graph = resolution.frame.currentGraph() as? Service else { return nil }
        return .success(graph)
    }
}
