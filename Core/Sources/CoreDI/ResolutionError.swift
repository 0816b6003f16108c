import CoreSupport

/// Why a service could not be resolved. The message is built only when read.
public struct ResolutionError: Error, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: Sendable {
        /// Nothing is registered for the type, name and arguments.
        case notRegistered
        /// Resolving the service needs the service itself.
        case cycle
        /// The factory threw.
        case factoryFailed(Swift.Error)
        /// A `Lazy` or `Provider` was read after the container that made it was freed.
        case containerReleased
    }

    /// What failed, kept behind one reference: resolution passes results around on every
    /// level, and a one-word error keeps them small.
    @usableFromInline
    final class Details: Sendable {
        let kind: Kind
        let key: ServiceKey
        let trail: [Any.Type]
        /// For `.notRegistered`: what the hierarchy has for the same type instead.
        let registered: [ServiceKey]
        /// For `.notRegistered`: the key was forwarded to an entry of another hierarchy,
        /// which `forward(_:name:to:)` refused.
        let refusedForward: Bool

        init(kind: Kind, key: ServiceKey, trail: [Any.Type], registered: [ServiceKey], refusedForward: Bool) {
            self.kind = kind
            self.key = key
            self.trail = trail
            self.registered = registered
            self.refusedForward = refusedForward
        }
    }

    @usableFromInline let details: Details

    @usableFromInline
    init(kind: Kind, key: ServiceKey, path: [Any.Type], registered: [ServiceKey] = [], refusedForward: Bool = false) {
        details = Details(
            kind: kind, key: key, trail: path, registered: registered, refusedForward: refusedForward)
    }

    /// Why forwarding `key` to `target` (a registration) was refused.
    static func refusedForward(_ key: ServiceKey, to target: String) -> String {
        "\(key.readable) was forwarded to \(target), which belongs to another container hierarchy;"
            + " its instances are guarded by that hierarchy's lock, not this one's."
            + " Register \(key.readable) in this container, or forward it from a container of that hierarchy"
            + " (the one it was registered in, a parent or a child)."
    }

    /// What kind of failure this is.
    public var kind: Kind { details.kind }
    var key: ServiceKey { details.key }

    /// The service that failed.
    public var serviceType: Any.Type { key.service }

    /// The name it was requested under.
    public var name: String? { key.name }

    /// The resolutions that led here, outermost first, ending with the failed service.
    public var path: [String] { (details.trail + [key.service]).map { String(describing: $0) } }

    /// What went wrong, the path that led there, and what to fix.
    public var description: String {
        let route = path.joined(separator: " → ")
        switch kind {
        case .notRegistered:
            var message = "No registration for \(key.readable). Resolution path: \(route)."
            if details.refusedForward {
                return message + " " + Self.refusedForward(key, to: "a registration")
            }
            if details.registered.isEmpty {
                message += " Nothing is registered for \(key.service) under any name;"
                message += " register it in an assembly applied to this container or one of its parents."
            } else {
                let list = details.registered.map(\.readable).sorted().joined(separator: "; ")
                message +=
                    " Registered instead: \(list). Resolve with the matching name and arguments, or register this one."
            }
            return message
        case .cycle:
            return
                "Dependency cycle: \(route). Break it by injecting one side in initCompleted, or pass a factory instead of an instance."
        case .factoryFailed(let error):
            return "The factory for \(key.readable) threw \(error). Resolution path: \(route)."
        case .containerReleased:
            return
                "\(key.readable) was asked of a Lazy or Provider whose container is gone. Keep the container (or its Assembler) alive as long as the services it made."
        }
    }

    /// Says why an optional `resolve` of a registered service returned nil: a cycle, a
    /// failing factory or a dependency missing below it are wiring bugs, so they always reach
    /// the handler of errors nothing handles (`Hooks.defaultErrorHandler` with the whole of
    /// Core) and to `Container.loggingFunction`, when set.
    @usableFromInline @inline(never)
    func report() {
        Container.loggingFunction?("Resolution failed: \(self)")
        UnhandledErrors.report(self)
    }
}
