extension Container {
    /// Resolves every registration this container sees (its own and its parents', as it
    /// resolves them) in one throw-away graph, and reports every wiring mistake at once: a
    /// missing service, a cycle, a factory that throws, a key registered twice, a refused
    /// forward, a parent's kept instance that would keep a child container's service, and a
    /// factory registered from main-actor code in a hierarchy `synchronize()` opened to
    /// other threads.
    ///
    /// Each factory runs once, whatever its scope: what it makes is shared within the
    /// validation as a graph-scoped instance is, and let go at the end. No instance is kept,
    /// so the container afterwards holds exactly what it held before. A registration that
    /// takes arguments is resolved only if some factory resolves it with its own; the rest
    /// are listed in the report. Call it in a test, after the assemblies were applied:
    ///
    /// ```swift
    /// func testTheAppsContainerIsWiredCompletely() throws {
    ///     try Assembler([NetworkAssembly(), DetailsAssembly()]).container.validate()
    /// }
    /// ```
    ///
    /// A factory that force-unwraps an optional `resolve` still crashes where its service is
    /// missing: write it with `require`, which throws, and the validation lists the miss.
    @discardableResult
    public func validate() throws(ContainerValidationError) -> ValidationReport {
        let report = resolution.exclusive { walk { recorder in validateEach(recorder) } }
        guard report.problems.isEmpty else { throw ContainerValidationError(report: report) }
        return report
    }

    /// What resolving `serviceType` builds, as a tree: each service's type, name and scope,
    /// and whether it is shared. Resolved as `validate()` resolves, so nothing is kept, and a
    /// failure shows where it happened. `print(container.tree(of: MapCoordinator.self))`.
    public func tree<Service>(of serviceType: Service.Type, name: String? = nil) -> DependencyTree {
        resolution.exclusive {
            walkTree {
                let key = ServiceKey(Service.self, Void.self, name: name)
                switch resolution(of: key, arguments: ()) as Result<Service, ResolutionError>? {
                case .success: return nil
                case .failure(let error): return error
                case nil: return missingError(key)
                }
            }
        }
    }

    /// The tree of each registration this container sees that takes no arguments, sorted by
    /// service, each resolved on its own as `tree(of:)` resolves: what a debug view lists.
    public func trees() -> [DependencyTree] {
        resolution.exclusive {
            visibleEntries().filter { $0.key.arguments == Void.self }.map { entry in
                walkTree {
                    if case .failure(let error)? = entry.forward()?.resolve(self, entry.key, ()) { error } else { nil }
                }
            }
            .sorted { ($0.root?.service ?? "") < ($1.root?.service ?? "") }
        }
    }

    /// The tree of what `resolve` builds, in a walk of its own; `resolve` returns why it
    /// failed, if it did.
    private func walkTree(_ resolve: () -> ResolutionError?) -> DependencyTree {
        walk { recorder in
            let failure = resolve()
            return DependencyTree(recorder: recorder, failure: failure)
        }
    }

    /// Runs `body` with a recorder set, inside one resolution that lasts until it returns,
    /// so every resolve in it shares one graph; the graph's instances go at the end. In the
    /// hierarchy's exclusive access.
    private func walk<Result>(_ body: (ResolutionRecorder) -> Result) -> Result {
        let recorder = ResolutionRecorder()
        let outer = resolution.frame.recorder
        resolution.frame.recorder = recorder
        resolution.frame.depth += 1
        defer {
            resolution.frame.recorder = outer
            resolution.frame.leave()
        }
        return body(recorder)
    }

    /// Resolves each visible registration that takes no arguments, and gathers the report.
    private func validateEach(_ recorder: ResolutionRecorder) -> ValidationReport {
        for container in lineage {
            for key in container.registeredTwice { recorder.note(.registeredTwice(key)) }
            for key in container.registry.refused { recorder.note(.refusedForward(key)) }
        }
        let entries = visibleEntries()
        if resolution.synchronized.load() != 0 {
            for entry in entries where entry.registeredOnMainActor { recorder.note(.mainActorFactory(entry.key)) }
        }
        var resolved = 0
        for entry in entries where entry.key.arguments == Void.self {
            resolved += 1
            _ = entry.forward()?.resolve(self, entry.key, ())
        }
        let unresolved = entries.filter {
            $0.key.arguments != Void.self && !recorder.builtEntries.contains(ObjectIdentifier($0))
        }
        // Sorted, paths and problems alike, so a report reads the same whatever order the
        // registrations were visited in (the registry's is its hashes').
        return ValidationReport(
            problems: recorder.problems.map(\.sorted).sorted { ($0.kind, $0.service) < ($1.kind, $1.service) },
            resolved: resolved,
            needsArguments: unresolved.map(\.key.readable).sorted(),
            optionalMisses: recorder.optionalMisses.map { "\($0.key.readable) (\($0.path.joined(separator: " → ")))" }
                .sorted())
    }

    /// The entries a resolve from this container can reach under their own keys, nearest
    /// registration first for each key.
    private func visibleEntries() -> [AnyServiceEntry] {
        var seen = Set<ServiceKey>()
        var entries: [AnyServiceEntry] = []
        for container in lineage {
            for (key, entry) in container.registry.all where key == entry.key && seen.insert(key).inserted {
                entries.append(entry)
            }
        }
        return entries
    }

    /// `build` while a validation or tree walk runs: the factory runs unless this walk built
    /// the service already, whatever its scope, and what it makes joins the walk's graph
    /// instead of the scope's storage. Out of line: only walks come here.
    @usableFromInline @inline(never)
    func recorded<Service, Arguments>(
        _ entry: FactoryEntry<Service, Arguments, Service?>, forwarded: ServiceKey?, arguments: Arguments,
        recorder: ResolutionRecorder
    ) -> Result<Service, ResolutionError> {
        let id = ObjectIdentifier(entry)
        let key = forwarded ?? entry.key
        let depth = lineage.enumerated().first { $0.element.registry.find(entry.key) === entry }?.offset ?? 0
        if let built = resolution.frame.builtInstance(id, as: Service.self) {
            _ = recorder.enter(key, scope: entry.scope, ownerDepth: depth, reused: true)
            return .success(built)
        }
        let node = recorder.enter(key, scope: entry.scope, ownerDepth: depth, reused: false)
        guard resolution.frame.enter(key.service, entry: id) else {
            let cycle = ResolutionError(kind: .cycle, key: key, path: resolution.frame.services)
            recorder.failed(cycle)
            recorder.leave(node, entry: id, failure: cycle)
            return .failure(cycle)
        }
        defer { resolution.frame.leave() }
        let created: Service
        do {
            created = try entry.factory.make(self, arguments)
        } catch {
            resolution.frame.factoryReturned()
            // A resolution error was noted where it started, below this factory.
            let failure =
                error as? ResolutionError
                ?? ResolutionError(kind: .factoryFailed(error), key: key, path: resolution.frame.services)
            if !(error is ResolutionError) { recorder.failed(failure) }
            recorder.leave(node, entry: id, failure: failure)
            return .failure(failure)
        }
        // A resolve from an initCompleted handler may have built it meanwhile; as in a real
        // resolve, the instance built first wins.
        if let built = resolution.frame.builtInstance(id, as: Service.self) {
            resolution.frame.factoryReturned()
            recorder.leave(node, entry: id)
            return .success(built)
        }
        resolution.frame.factoryReturned(id, built: created)
        complete(created, entry: entry)
        recorder.leave(node, entry: id)
        return .success(created)
    }
}
