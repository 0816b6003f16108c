extension Container {
    /// Resolves `serviceType`; the dependencies its factory resolves through the `Resolver` it
    /// receives (this container) join the same resolution: same graph, same cycle check.
    @inlinable @inline(__always)
    public func resolveService<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        guard let outcome: Result<Service, ResolutionError> = resolution(of: key, arguments: arguments) else {
            throw missing(key)
        }
        return try outcome.get()
    }

    /// The outcome of resolving `key`, or nil when neither this container nor a parent has a
    /// registration for it: an optional `resolve` stops there, without building an error.
    @inlinable @inline(__always)
    func resolution<Service, Arguments>(of key: ServiceKey, arguments: Arguments) -> Result<Service, ResolutionError>? {
        if let registration = entries.find(key) {
            return resolve(registration, key: key, owner: self, arguments: arguments)
        }
        return resolutionFromAncestors(of: key, arguments: arguments)
    }

    /// Looks `key` up in the parents, nearest first; then, for `Optional<T>`, resolves `T`.
    /// Kept out of line, as most resolves find their registration in the container they ask.
    @inlinable @inline(never)
    func resolutionFromAncestors<Service, Arguments>(
        of key: ServiceKey, arguments: Arguments
    ) -> Result<Service, ResolutionError>? {
        var ancestor = parent
        while let current = ancestor {
            if let registration = current.entries.find(key) {
                return resolve(registration, key: key, owner: current, arguments: arguments)
            }
            ancestor = current.parent
        }
        return wrappedResolution(name: key.name, arguments: arguments)
    }

    /// The error for a missing registration; kept out of line, as only the throwing forms
    /// reach it.
    @usableFromInline @inline(never)
    func missing(_ key: ServiceKey) -> ResolutionError {
        ResolutionError(kind: .notRegistered, key: key, path: ResolutionContext.current.keys, container: self)
    }

    /// Resolves from `registration`, found in `owner` (this container or a parent).
    @inlinable @inline(__always)
    func resolve<Service, Arguments>(
        _ registration: Unmanaged<Registration>, key: ServiceKey, owner: Container, arguments: Arguments
    ) -> Result<Service, ResolutionError> {
        let (address, forwarded) = registration._withUnsafeGuaranteedRef { ($0.entryAddress, $0.forwarder != nil) }
        if forwarded { return resolveForwarded(registration, key: key, owner: owner, arguments: arguments) }
        // A key carries its service and argument types, and `add` registers a
        // `FactoryEntry<Service, Arguments>` under exactly that key, so the entry has this
        // type; a checked cast would cost a runtime metadata lookup on every resolve.
        return Unmanaged<FactoryEntry<Service, Arguments>>.fromOpaque(address)._withUnsafeGuaranteedRef { entry in
            build(entry, registration: registration, key: key, owner: owner, arguments: arguments)
        }
    }

    /// Resolves a key registered with `implements` or `forward`: through the entry of the
    /// type it forwards to, then cast.
    @usableFromInline @inline(never)
    func resolveForwarded<Service, Arguments>(
        _ registration: Unmanaged<Registration>, key: ServiceKey, owner: Container, arguments: Arguments
    ) -> Result<Service, ResolutionError> {
        let resolved = registration._withUnsafeGuaranteedRef {
            $0.forwarder?.resolve(self, registration, key, owner, arguments)
        }
        switch resolved {
        case .success(let instance)?:
            if let service = instance as? Service { return .success(service) }
            return .failure(
                ResolutionError(
                    kind: .factoryFailed(ForwardingMismatch(produced: type(of: instance), expected: Service.self)),
                    key: key, path: ResolutionContext.current.keys, container: self))
        case .failure(let error)?:
            return .failure(error)
        case nil:
            return .failure(missing(key))
        }
    }

    /// Returns the instance the scope keeps, if there is one, else creates one.
    @inlinable @inline(__always)
    func build<Service, Arguments>(
        _ entry: FactoryEntry<Service, Arguments>, registration: Unmanaged<Registration>, key: ServiceKey,
        owner: Container, arguments: Arguments
    ) -> Result<Service, ResolutionError> {
        let kind = entry.kind
        if kind.keepsInstances, let kept = entry.keptInstance(kind) { return .success(kept) }
        return ResolutionContext.withCurrent { context in
            create(entry, kind: kind, registration: registration, key: key, arguments: arguments, context: context)
        }
    }

    /// Runs the factory, with the cycle check and the graph kept in `context`.
    @inlinable @inline(__always)
    func create<Service, Arguments>(
        _ entry: FactoryEntry<Service, Arguments>, kind: ObjectScope.Kind, registration: Unmanaged<Registration>,
        key: ServiceKey, arguments: Arguments, context: ResolutionContext
    ) -> Result<Service, ResolutionError> {
        let address = registration._withUnsafeGuaranteedRef { $0.entryAddress }
        if kind != .transient, let built = context.builtInstance(address, as: Service.self) { return .success(built) }
        if context.isResolving(address) || context.state.pointee.depth >= ResolutionContext.maximumDepth {
            return .failure(ResolutionError(kind: .cycle, key: key, path: context.keys, container: self))
        }
        context.state.pointee.depth += 1
        defer {
            context.state.pointee.depth -= 1
            // The graph lasts for one top-level resolve, initCompleted included.
            if context.state.pointee.depth == 0, !context.state.pointee.graph.isEmpty {
                context.state.pointee.graph.removeAll(keepingCapacity: true)
            }
        }
        context.push(registration)
        let created: Service
        do {
            created = try entry.factory(self, arguments)
        } catch let error as ResolutionError {
            context.pop()
            return .failure(error)
        } catch {
            context.pop()
            return .failure(ResolutionError(kind: .factoryFailed(error), key: key, path: context.keys, container: self))
        }
        context.pop()
        if kind == .transient { return .success(completed(created, entry: entry, context: context)) }
        // A resolve made while the factory ran (from an initCompleted handler) may have built
        // this service already; as in Swinject, that instance wins.
        if let built = context.builtInstance(address, as: Service.self) { return .success(built) }
        let instance = kind == .graph ? created : entry.keep(created, kind)
        context.state.pointee.graph.append(BuiltInstance(entry: address, instance: instance))
        return .success(completed(instance, entry: entry, context: context))
    }

    /// Runs the entry's `initCompleted` handlers on a new instance.
    @inlinable @inline(__always)
    func completed<Service, Arguments>(
        _ instance: Service, entry: FactoryEntry<Service, Arguments>, context: ResolutionContext
    ) -> Service {
        guard entry.hasInitCompletions else { return instance }
        let completions = entry.initCompletions
        context.withNewSegment {
            for completion in completions { completion(self, instance) }
        }
        return instance
    }
}

extension ObjectScope.Kind {
    /// Whether the scope keeps instances beyond one resolution.
    @inlinable @inline(__always)
    var keepsInstances: Bool {
        switch self {
        case .container, .weak, .custom: return true
        case .transient, .graph: return false
        }
    }
}

extension ResolutionContext {
    /// The instance of `entry` this resolution already built, if any.
    @inlinable @inline(__always)
    func builtInstance<Service>(_ entry: UnsafeMutableRawPointer, as type: Service.Type) -> Service? {
        var index = state.pointee.graph.count
        while index > 0 {
            index -= 1
            if state.pointee.graph[index].entry == entry { return state.pointee.graph[index].instance as? Service }
        }
        return nil
    }
}

/// A forwarded type whose entry produced something that is not of that type.
struct ForwardingMismatch: Error, CustomStringConvertible {
    let produced: Any.Type
    let expected: Any.Type

    var description: String {
        "an instance of \(produced), which is not a \(expected); forward only to types the service conforms to"
    }
}
