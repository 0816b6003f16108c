import CoreSupport

/// What a container hierarchy's running resolution knows, shared by a container and its
/// children. A container is not `Sendable`, so one isolation domain resolves at a time and
/// this state needs no lock of its own; once the hierarchy is synchronized, every operation
/// holds `lock`.
@usableFromInline
final class ResolutionState {
    /// Resolutions nested deeper than this are reported as a cycle (Swinject stops at the
    /// same depth), so a loop through `initCompleted` cannot overflow the stack.
    @usableFromInline static let maximumDepth = 200

    /// The running resolution, in one stored property: each step below reads or changes it
    /// in one access, where a field per property would pay a dynamic exclusivity check each.
    // Exclusivity unchecked, as the container's registry.
    @exclusivity(unchecked) @usableFromInline var frame = ResolutionFrame()
    /// Held by every operation of the hierarchy once `synchronized` is set.
    @usableFromInline let lock = RecursiveLock()
    /// 1 once `Container.synchronize()` ran: set once, and read by every operation, which an
    /// atomic load does without a lock or a dynamic exclusivity check.
    @usableFromInline let synchronized = AtomicWord()

    /// Told of each resolve of a service nothing in the hierarchy registers (see
    /// `Container.onUnregisteredResolve`); in the hierarchy's exclusive access.
    var unregistered: ((ResolutionError) -> Void)?

    @usableFromInline
    init() {}

    /// Runs `body` as one operation of the hierarchy: under its lock once it is synchronized.
    @inlinable @inline(__always)
    func exclusive<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard synchronized.load() != 0 else { return try body() }
        return try locked(body)
    }

    /// Runs `body` holding `lock`; out of line, as only synchronized hierarchies come here.
    @usableFromInline
    func locked<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try lock.locked(body)
    }
}

/// The registrations whose factories are running, outermost first (how cycles are caught and
/// errors explained), and the instances the resolution built (what `.graph` shares).
@usableFromInline
struct ResolutionFrame {
    /// The registrations whose factories are running, outermost first: their entries and
    /// the service types they were asked for, in the first `running` steps. Plain words, so a
    /// push copies two words and retains nothing (a whole key would copy its name), and the
    /// steps past `running` can stay: the next factory overwrites one in place instead of
    /// appending, and a returning factory only counts down.
    @usableFromInline var path: [PathStep] = []
    /// How many factories are running: the length of the path.
    @usableFromInline var running = 0
    /// Where the cycle check starts: an `initCompleted` handler starts a new stretch, because
    /// resolving from there a service whose factory is still running is Swinject's
    /// circular-dependency pattern, not a cycle.
    @usableFromInline var segmentStart = 0
    /// Counts the ways a service whose factory is running can be built again before it
    /// returns: `initCompleted` stretches started, graphs restored.
    @usableFromInline var reentries = 0
    /// How many factories are running or completing; the graph lives while it is above zero.
    @usableFromInline var depth = 0
    /// The instances this resolution built.
    @usableFromInline var built = GraphInstances()
    /// The running graph's identifier, once someone asked for it or a custom scope's storage
    /// needed it (made on demand, so graphs nobody names cost nothing), or the graph
    /// `restoreObjectGraph` set for the next resolve.
    @usableFromInline var graph: GraphIdentifier?
    /// Whether the running graph's identifier was handed out (or restored), so the graph is
    /// remembered when it ends; one named only for a custom scope's storage is not.
    var graphHandedOut = false
    /// The custom scopes' storages the running graph read or wrote, told when it ends.
    var scopeStorages: [InstanceStorage] = []
    /// The graphs whose identifiers were handed out, by identifier: see `RememberedGraph`.
    var rememberedGraphs: [GraphIdentifier: RememberedGraph] = [:]
    /// Set while `validate()` or `tree(of:)` runs: every resolve then goes through
    /// `Container.recorded`, which keeps nothing and notes what it built and what failed.
    @usableFromInline var recorder: ResolutionRecorder?

    @usableFromInline
    init() {}

    /// The instance of `entry` this resolution already built, if any. Mutating only so the
    /// call borrows the frame in place: a plain method on a class's stored struct gets a
    /// copy, three retains and three releases of its arrays per call.
    @inlinable @inline(__always)
    mutating func builtInstance<Service>(_ entry: ObjectIdentifier, as type: Service.Type) -> Service? {
        // Tested here, inline: a graph's first resolves find nothing built yet, and skip the call.
        built.isEmpty ? nil : built.instance(of: entry, as: type)
    }

    /// Starts running `registration`'s factory, or returns false when that would be a cycle
    /// (its entry is already running in this stretch, or the nesting is too deep).
    @inlinable @inline(__always)
    mutating func enter(_ service: Any.Type, entry: ObjectIdentifier) -> Bool {
        if depth >= ResolutionState.maximumDepth { return false }
        var index = segmentStart
        while index < running {
            if path[index].entry == entry { return false }
            index += 1
        }
        let step = PathStep(entry: entry, service: service)
        if running < path.count { path[running] = step } else { path.append(step) }
        running += 1
        depth += 1
        return true
    }

    /// The running factory returned (or threw).
    @inlinable
    mutating func factoryReturned() {
        running -= 1
    }

    /// The running factory of `entry` returned `instance`, which joins the graph.
    @inlinable
    mutating func factoryReturned<Service>(_ entry: ObjectIdentifier, built instance: Service) {
        running -= 1
        built.add(entry, instance)
    }

    /// The instance's `initCompleted` handlers ran too; the graph lasts for one top-level
    /// resolve, its handlers included.
    @inlinable
    mutating func leave() {
        depth -= 1
        if depth == 0, graph != nil || !built.isEmpty { endGraph() }
    }

    /// The top-level resolve is done: a named graph is remembered, and the graph's instances
    /// are let go. Out of line: only resolves that built something shared come here.
    @usableFromInline
    mutating func endGraph() {
        if let graph {
            if graphHandedOut { remember(graph) }
            self.graph = nil
            graphHandedOut = false
        }
        built.removeAll()
        if !scopeStorages.isEmpty {
            let finished = scopeStorages
            scopeStorages.removeAll()
            for storage in finished { storage.graphResolutionCompleted() }
        }
    }

    /// The running (or next) graph, named now if it has no name yet, for a custom scope's
    /// `storage`, which is told when the graph ends. Out of line: only custom scopes come here.
    @usableFromInline
    mutating func graph(for storage: InstanceStorage?) -> GraphIdentifier {
        if let storage, !scopeStorages.contains(where: { $0 === storage }) { scopeStorages.append(storage) }
        if let graph { return graph }
        let named = GraphIdentifier()
        graph = named
        return named
    }

    /// After a top-level resolve: a restored graph lasts for one, even one that ran no
    /// factory (it found the graph's instance, or a singleton).
    @inlinable @inline(__always)
    mutating func closeRestoredGraph() {
        if depth == 0, graph != nil { endGraph() }
    }

    /// The identifier of the running graph, named now if nobody asked before; outside a
    /// resolution, the graph restored for the next one, if any.
    mutating func currentGraph() -> GraphIdentifier? {
        if graph == nil, depth > 0 { graph = GraphIdentifier() }
        if graph != nil { graphHandedOut = true }
        return graph
    }

    /// Makes `identifier` the graph of the next top-level resolve, with the instances of it
    /// that are still alive.
    mutating func restore(_ identifier: GraphIdentifier) {
        if depth == 0 { built.removeAll() }
        graph = identifier
        graphHandedOut = true
        reentries &+= 1
        guard let remembered = rememberedGraphs[identifier] else { return }
        for (entry, instance) in zip(remembered.entries, remembered.instances) {
            guard let object = instance.object, !built.contains(entry) else { continue }
            built.add(entry, object)
        }
    }

    /// Keeps weakly what the graph built, and forgets the graphs whose instances are all gone.
    private mutating func remember(_ identifier: GraphIdentifier) {
        var remembered = rememberedGraphs[identifier] ?? RememberedGraph()
        for (entry, instance) in built.built where !remembered.entries.contains(entry) {
            remembered.entries.append(entry)
            remembered.instances.append(WeakInstance(instance))
        }
        rememberedGraphs[identifier] = remembered
        rememberedGraphs = rememberedGraphs.filter { !$0.value.isEmpty }
    }

    /// Starts a new stretch of the cycle check for `initCompleted` handlers; returns the old start.
    @inlinable
    mutating func startSegment() -> Int {
        defer {
            segmentStart = running
            reentries &+= 1
        }
        return segmentStart
    }

    /// The service types being resolved, outermost first, for error messages.
    @usableFromInline
    var services: [Any.Type] { path.prefix(running).map(\.service) }
}

/// A registration whose factory is running: its entry, and the service type asked for.
@usableFromInline
struct PathStep {
    @usableFromInline let entry: ObjectIdentifier
    @usableFromInline let service: Any.Type

    @usableFromInline
    init(entry: ObjectIdentifier, service: Any.Type) {
        self.entry = entry
        self.service = service
    }
}
