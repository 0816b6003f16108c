import CoreSupport

extension Container {
    /// Resolves `serviceType`; the dependencies its factory resolves through the `Resolver` it
    /// receives (this container) join the same resolution: same graph, same cycle check.
    @inlinable
    public func resolveService<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        guard let outcome: Result<Service, ResolutionError> = topLevel(key, arguments: arguments) else {
            // Built in the hierarchy's exclusive access: it reads the registries.
            throw resolution.exclusive { missing(key) }
        }
        return try outcome.get()
    }

    /// The optional `resolve`: nil when the service cannot be resolved, after saying why
    /// (see `ResolutionError.report`).
    @inlinable
    func resolveOptional<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) -> Service? {
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        switch topLevel(key, arguments: arguments) as Result<Service, ResolutionError>? {
        case .success(let service)?:
            return service
        case .failure(let error)?:
            error.report()
            return nil
        case nil:
            reportMissing(key)
            return nil
        }
    }

    /// One call from outside the resolution machinery (a caller's or a factory's), in the
    /// hierarchy's exclusive access: the outcome, or nil when nothing is registered for `key`.
    /// The unlocked path calls straight through instead of handing `exclusive` a closure,
    /// which the optimizer kept out of line (a call, a context and an indirect result each).
    @inlinable
    func topLevel<Service, Arguments>(
        _ key: ServiceKey, arguments: Arguments
    ) -> Result<Service, ResolutionError>? {
        guard resolution.synchronized.load() == 0 else {
            return resolution.locked { unlocked(key, arguments: arguments) }
        }
        return unlocked(key, arguments: arguments)
    }

    /// `topLevel`, its access held.
    @inlinable
    func unlocked<Service, Arguments>(_ key: ServiceKey, arguments: Arguments) -> Result<Service, ResolutionError>? {
        let found: Result<Service, ResolutionError>? = resolution(of: key, arguments: arguments)
        resolution.frame.closeRestoredGraph()
        return found
    }

    /// The outcome of resolving `key`, or nil when neither this container nor an ancestor has
    /// a registration for it; for `Optional<T>`, then, the outcome of resolving `T`.
    @inlinable
    func resolution<Service, Arguments>(of key: ServiceKey, arguments: Arguments) -> Result<Service, ResolutionError>? {
        if let entry = registry.find(key) { return resolve(entry, arguments: arguments) }
        return resolutionFromAncestors(of: key, arguments: arguments)
    }

    /// Looks `key` up in this container's forwards, then in the ancestors, nearest first;
    /// kept out of line, as most resolves find their entry in the container they ask.
    @inlinable @inline(never)
    func resolutionFromAncestors<Service, Arguments>(
        of key: ServiceKey, arguments: Arguments
    ) -> Result<Service, ResolutionError>? {
        if let forward = registry.forward(key) { return resolve(forward, key: key, arguments: arguments) }
        var ancestor = parentLink?.container
        while let current = ancestor {
            if let entry = current.registry.find(key) { return resolve(entry, arguments: arguments) }
            if let forward = current.registry.forward(key) { return resolve(forward, key: key, arguments: arguments) }
            ancestor = current.parentLink?.container
        }
        if Service.self == GraphIdentifier.self, Arguments.self == Void.self, key.name == nil {
            return graphIdentifierResolution(as: Service.self)
        }
        if let deferred: Result<Service, ResolutionError> = deferredResolution(name: key.name, arguments: arguments) {
            return deferred
        }
        return wrappedResolution(name: key.name, arguments: arguments)
    }

    /// The error for a missing registration, naming what is registered instead; a validation
    /// running notes it as a problem.
    @usableFromInline @inline(never)
    func missing(_ key: ServiceKey) -> ResolutionError {
        let error = missingError(key)
        tell(missing: error, optionally: false)
        return error
    }

    /// Tells whoever listens of a resolve that found nothing: a running validation (a
    /// problem, or for an optional resolve a note), else the hierarchy's handler, if any. In
    /// the hierarchy's exclusive access.
    func tell(missing error: ResolutionError, optionally optional: Bool) {
        guard let recorder = resolution.frame.recorder else {
            resolution.unregistered?(error)
            return
        }
        if optional { recorder.optionalMiss(error) } else { recorder.failed(error) }
    }

    func missingError(_ key: ServiceKey) -> ResolutionError {
        ResolutionError(
            kind: .notRegistered, key: key, path: resolution.frame.services,
            registered: registeredKeys(for: key.service),
            refusedForward: lineage.contains { $0.registry.refused.contains(key) })
    }

    /// Logs a failed optional resolve of an unregistered type, when logging is on: a nil there
    /// is often what the caller wants (an optional dependency), so it is not an error, and a
    /// validation lists it without failing.
    @usableFromInline @inline(never)
    func reportMissing(_ key: ServiceKey) {
        let log = Container.loggingFunction
        // Built only when someone listens, and once for all of them; logged outside the access.
        let error = resolution.exclusive { () -> ResolutionError? in
            guard log != nil || resolution.frame.recorder != nil || resolution.unregistered != nil else { return nil }
            let error = missingError(key)
            tell(missing: error, optionally: true)
            return error
        }
        if let log, let error { log("Resolution failed: \(error)") }
    }

    /// Resolves from `entry`, registered under the key asked for, in this container or an
    /// ancestor.
    @inlinable @inline(__always)
    func resolve<Service, Arguments>(
        _ entry: AnyServiceEntry, arguments: Arguments
    ) -> Result<Service, ResolutionError> {
        // `add` registers a `FactoryEntry<Service, Arguments, Service?>` under exactly this key,
        // so the check only fails if that invariant breaks; it is still made, and says so. The
        // class is final, so its exact class is the whole check and the downcast only states
        // it; `as?` would hand back a second reference, retained and released on every resolve.
        guard type(of: entry) == FactoryEntry<Service, Arguments, Service?>.self else {
            return .failure(mismatch(entry.key, produced: type(of: entry), expected: Service.self))
        }
        return build(unsafeDowncast(entry, to: FactoryEntry<Service, Arguments, Service?>.self), arguments: arguments)
    }

    /// Resolves a key registered with `implements` or `forward`: through the entry of the
    /// type it forwards to, then cast.
    @usableFromInline @inline(never)
    func resolve<Service, Arguments>(
        _ forward: Forward, key: ServiceKey, arguments: Arguments
    ) -> Result<Service, ResolutionError> {
        switch forward.resolve(self, key, arguments) {
        case .success(let instance)?:
            if let service = instance as? Service { return .success(service) }
            return .failure(mismatch(key, produced: type(of: instance), expected: Service.self))
        case .failure(let error)?:
            return .failure(error)
        case nil:
            return .failure(missing(key))
        }
    }

    @usableFromInline @inline(never)
    func mismatch(_ key: ServiceKey, produced: Any.Type, expected: Any.Type) -> ResolutionError {
        ResolutionError(
            kind: .factoryFailed(ForwardingMismatch(produced: produced, expected: expected)), key: key,
            path: resolution.frame.services)
    }

    /// Returns the instance the scope keeps, if there is one, else creates one; `forwarded`
    /// is the key asked for when it is not the entry's own. The key is not passed for the
    /// entry's own: a copy would retain and release its name on every resolve.
    @inlinable @inline(__always)
    func build<Service, Arguments>(
        _ entry: FactoryEntry<Service, Arguments, Service?>, forwarded: ServiceKey? = nil, arguments: Arguments
    ) -> Result<Service, ResolutionError> {
        if let recorder = resolution.frame.recorder {
            return recorded(entry, forwarded: forwarded, arguments: arguments, recorder: recorder)
        }
        let graph = entry.kind == .custom ? resolution.frame.graph(for: entry.storage) : nil
        if let kept = entry.keptInstance(inGraph: graph) { return .success(kept) }
        return create(entry, forwarded: forwarded, arguments: arguments)
    }

    /// Runs the factory, with the cycle check and the graph kept in the hierarchy's state.
    @inlinable @inline(__always)
    func create<Service, Arguments>(
        _ entry: FactoryEntry<Service, Arguments, Service?>, forwarded: ServiceKey?, arguments: Arguments
    ) -> Result<Service, ResolutionError> {
        let id = ObjectIdentifier(entry)
        let transient = entry.kind == .transient
        if !transient, let built = resolution.frame.builtInstance(id, as: Service.self) { return .success(built) }
        guard resolution.frame.enter(forwarded?.service ?? entry.key.service, entry: id) else {
            return .failure(
                ResolutionError(kind: .cycle, key: forwarded ?? entry.key, path: resolution.frame.services))
        }
        defer { resolution.frame.leave() }
        let reentries = resolution.frame.reentries
        let created: Service
        do {
            created = try entry.factory.make(self, arguments)
        } catch {
            resolution.frame.factoryReturned()
            if let error = error as? ResolutionError { return .failure(error) }
            return .failure(
                ResolutionError(
                    kind: .factoryFailed(error), key: forwarded ?? entry.key, path: resolution.frame.services))
        }
        if transient {
            resolution.frame.factoryReturned()
            complete(created, entry: entry)
            return .success(created)
        }
        // A resolve made while the factory ran (from an initCompleted handler, or into a
        // restored graph) may have built this service already; as in Swinject, that instance
        // wins. Only those can, so the graph is searched again only after one of them.
        if resolution.frame.reentries != reentries, let built = resolution.frame.builtInstance(id, as: Service.self) {
            resolution.frame.factoryReturned()
            return .success(built)
        }
        if entry.kind == .graph {
            // A graph instance lives in the resolution only. Its own branch: choosing between
            // `created` and `keep`'s result made a copy, retained and released on every resolve.
            if resolution.frame.depth == 1, resolution.frame.graph == nil, entry.initCompletedCount == 0 {
                // The outermost factory, with no handlers to run and no graph to remember:
                // nothing else in this resolution can ask for it, so it joins no list.
                resolution.frame.factoryReturned()
                return .success(created)
            }
            resolution.frame.factoryReturned(id, built: created)
            complete(created, entry: entry)
            return .success(created)
        }
        if entry.kind == .container, entry.instance == nil {
            // The common first resolve of a singleton, on its own path: through `keep`, the
            // instance was copied once for the entry and once more for its result.
            entry.instance = created
            entry.keepsInstance = true
            // The entry keeps it, and every resolve looks there first; only a graph someone
            // named, which may be restored, needs to list it.
            if resolution.frame.graph == nil {
                resolution.frame.factoryReturned()
            } else {
                resolution.frame.factoryReturned(id, built: created)
            }
            complete(created, entry: entry)
            return .success(created)
        }
        let instance = entry.keep(created, inGraph: resolution.frame.graph)
        if entry.kind == .container, resolution.frame.graph == nil {
            // The entry keeps it, and every resolve looks there first; only a graph someone
            // named, which may be restored, needs to list it.
            resolution.frame.factoryReturned()
        } else {
            // Also what keeps a `.weak` instance alive until the resolution that built it ends.
            resolution.frame.factoryReturned(id, built: instance)
        }
        complete(instance, entry: entry)
        return .success(instance)
    }

    /// Runs the entry's `initCompleted` handlers on a new instance. The test is made in the
    /// caller; most entries have no handlers.
    @inlinable @inline(__always)
    func complete<Service>(_ instance: Service, entry: TypedEntry<Service>) {
        if entry.initCompletedCount != 0 { runCompletions(instance, entry: entry) }
    }

    @inlinable @inline(never)
    func runCompletions<Service>(_ instance: Service, entry: TypedEntry<Service>) {
        let completions = entry.initCompletions
        let saved = resolution.frame.startSegment()
        for completion in completions { completion(self, instance) }
        resolution.frame.segmentStart = saved
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
