/// One wiring mistake `Container.validate()` found, with the path from the registration that
/// reached it to where it went wrong.
public struct ValidationProblem: Sendable, CustomStringConvertible {
    /// What kind of mistake, in the order a report lists them: the first kinds change what
    /// the others resolve, so fixing from the top is fixing causes before effects.
    public enum Kind: Int, Sendable, Comparable {
        /// The same type, name and arguments registered twice in one container: the second
        /// replaced the first without a word.
        case registeredTwice
        /// A type forwarded (`implements`, `forward`) to a registration of another container
        /// hierarchy, which was refused.
        case refusedForward
        /// A service some factory needs has no registration.
        case notRegistered
        /// Resolving a service needs the service itself, and no `initCompleted` breaks the loop.
        case cycle
        /// A factory threw.
        case factoryFailed
        /// A service kept beyond one resolve (container, weak or a custom scope) registered in
        /// a parent container needs a service only a child container provides: the first
        /// child to resolve it decides what every other one gets.
        case keepsChildService
        /// A factory registered from main-actor code, in a hierarchy that `synchronize()` made
        /// resolvable from any thread: `SynchronizedResolver` would run it on the thread that
        /// asks.
        case mainActorFactoryInSynchronizedHierarchy

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What kind of mistake this is.
    public let kind: Kind
    /// The service it is about, with its name and arguments: `VenueRepository`,
    /// `Photo (name: "large", arguments: Int)`.
    public let service: String
    /// The paths that reached it, each outermost first and ending with `service`, shortest
    /// first (the same missing service is one problem, however many registrations need it).
    public var paths: [[String]] { reached.map(\.path) }
    /// Each path with what went wrong along it and what to fix.
    private var reached: [(path: [String], explanation: String)]

    init(kind: Kind, service: String, path: [String], explanation: String) {
        self.kind = kind
        self.service = service
        reached = [(path, explanation)]
    }

    /// The problem along its first path, what to fix, and the other paths that reached it.
    public var description: String {
        let others = reached.dropFirst().map { "    also reached: " + $0.path.joined(separator: " → ") }
        return ([reached[0].explanation] + others).joined(separator: "\n")
    }

    /// The same problem with its paths in order, shortest first, so a report reads the same
    /// whatever order the registrations were visited in.
    var sorted: ValidationProblem {
        var copy = self
        copy.reached.sort {
            ($0.path.count, $0.path.joined(separator: " ")) < ($1.path.count, $1.path.joined(separator: " "))
        }
        return copy
    }

    /// Which problems are the same one, reached along another path: the kind and service,
    /// or for a cycle the services in its loop, wherever the walk entered it.
    var identity: String {
        guard kind == .cycle, let path = paths.first else { return "\(kind.rawValue) \(service)" }
        return "\(kind.rawValue) " + Self.loop(of: path).sorted().joined(separator: " ")
    }

    /// The services of a cycle's path that form its loop: from the first occurrence of the
    /// service the path ends with, that one last time left out.
    private static func loop(of path: [String]) -> ArraySlice<String> {
        guard let last = path.last, let start = path.firstIndex(of: last) else { return [] }
        return path[start..<(path.count - 1)]
    }

    /// Adds `other`'s path, when it is a new one.
    mutating func alsoReached(as other: ValidationProblem) {
        for found in other.reached where !paths.contains(found.path) { reached.append(found) }
    }

    /// A resolve that failed where the failure started.
    static func failed(_ error: ResolutionError) -> ValidationProblem {
        let kind: Kind =
            switch error.kind {
            case .notRegistered: .notRegistered
            case .cycle: .cycle
            case .factoryFailed, .containerReleased: .factoryFailed
            }
        // A cycle is about every service in its loop; it is named by the first of them, so it
        // reads the same wherever the walk entered it.
        let service = kind == .cycle ? loop(of: error.path).min() ?? error.key.readable : error.key.readable
        return ValidationProblem(kind: kind, service: service, path: error.path, explanation: "\(error)")
    }

    static func registeredTwice(_ key: ServiceKey) -> ValidationProblem {
        ValidationProblem(
            kind: .registeredTwice, service: key.readable, path: [String(describing: key.service)],
            explanation: "\(key.readable) is registered twice in one container, and the second registration"
                + " replaced the first. Keep one, or give them different names.")
    }

    static func refusedForward(_ key: ServiceKey) -> ValidationProblem {
        ValidationProblem(
            kind: .refusedForward, service: key.readable, path: [String(describing: key.service)],
            explanation: ResolutionError.refusedForward(key, to: "a registration"))
    }

    static func mainActorFactory(_ key: ServiceKey) -> ValidationProblem {
        ValidationProblem(
            kind: .mainActorFactoryInSynchronizedHierarchy, service: key.readable,
            path: [String(describing: key.service)],
            explanation: "\(key.readable) was registered from main-actor code, so its factory is main-actor code,"
                + " but this container hierarchy is synchronized: SynchronizedResolver runs a factory on the thread"
                + " that asks. Register it in a container hierarchy that is not synchronized, and resolve it on"
                + " the main actor.")
    }

    static func keepsChildService(
        keeper: ServiceKey, scope: ObjectScope, kept: ServiceKey, path: [String]
    ) -> ValidationProblem {
        ValidationProblem(
            kind: .keepsChildService, service: keeper.readable, path: path + [String(describing: kept.service)],
            explanation: "\(keeper.readable), registered in a parent container in the \(scope) scope, keeps"
                + " \(kept.readable), which only a child container provides ("
                + (path + [String(describing: kept.service)]).joined(separator: " → ")
                + "). The first child to resolve it decides the \(kept.readable) every other child and the parent get."
                + " Register \(keeper.readable) in the child container too, or give it the graph or transient scope.")
    }
}
