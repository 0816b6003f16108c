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
    /// The paths that reached it, each outermost first and ending with `service`: the first
    /// found, then the others (the same missing service is one problem, however many need it).
    public private(set) var paths: [[String]]
    /// What went wrong and what to fix.
    let explanation: String

    /// The problem, the paths that reached it, and what to fix.
    public var description: String {
        let others = paths.dropFirst().map { "    also reached: " + $0.joined(separator: " → ") }
        return ([explanation] + others).joined(separator: "\n")
    }

    /// Which problems are the same one, reached along another path: the kind and service,
    /// or for a cycle the services in its loop, wherever the walk entered it.
    var identity: String {
        guard kind == .cycle, let path = paths.first, let last = path.last,
            let start = path.firstIndex(of: last)
        else { return "\(kind.rawValue) \(service)" }
        return "\(kind.rawValue) " + path[start..<(path.count - 1)].sorted().joined(separator: " ")
    }

    mutating func alsoReached(along path: [String]) {
        if !paths.contains(path) { paths.append(path) }
    }

    /// A resolve that failed where the failure started.
    static func failed(_ error: ResolutionError) -> ValidationProblem {
        let kind: Kind =
            switch error.kind {
            case .notRegistered: .notRegistered
            case .cycle: .cycle
            case .factoryFailed, .containerReleased: .factoryFailed
            }
        return ValidationProblem(kind: kind, service: error.key.readable, paths: [error.path], explanation: "\(error)")
    }

    static func registeredTwice(_ key: ServiceKey) -> ValidationProblem {
        ValidationProblem(
            kind: .registeredTwice, service: key.readable, paths: [[String(describing: key.service)]],
            explanation: "\(key.readable) is registered twice in one container, and the second registration"
                + " replaced the first. Keep one, or give them different names.")
    }

    static func refusedForward(_ key: ServiceKey) -> ValidationProblem {
        ValidationProblem(
            kind: .refusedForward, service: key.readable, paths: [[String(describing: key.service)]],
            explanation: ResolutionError.refusedForward(key, to: "a registration"))
    }

    static func mainActorFactory(_ key: ServiceKey) -> ValidationProblem {
        ValidationProblem(
            kind: .mainActorFactoryInSynchronizedHierarchy, service: key.readable,
            paths: [[String(describing: key.service)]],
            explanation: "\(key.readable) was registered from main-actor code, so its factory is main-actor code,"
                + " but this container hierarchy is synchronized: SynchronizedResolver runs a factory on the thread"
                + " that asks. Register it in a container hierarchy that is not synchronized, and resolve it on"
                + " the main actor.")
    }

    static func keepsChildService(
        keeper: ServiceKey, scope: ObjectScope, kept: ServiceKey, path: [String]
    ) -> ValidationProblem {
        ValidationProblem(
            kind: .keepsChildService, service: keeper.readable, paths: [path + [String(describing: kept.service)]],
            explanation: "\(keeper.readable), registered in a parent container in the \(scope) scope, keeps"
                + " \(kept.readable), which only a child container provides ("
                + (path + [String(describing: kept.service)]).joined(separator: " → ")
                + "). The first child to resolve it decides the \(kept.readable) every other child and the parent get."
                + " Register \(keeper.readable) in the child container too, or give it the graph or transient scope.")
    }
}
