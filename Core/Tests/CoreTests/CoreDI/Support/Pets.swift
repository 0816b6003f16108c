import Core

// The fixtures the container tests written after Swinject's share: a cat that is an `Animal`
// and a `Pet` (for forwarding), a user's session, and a scope that keeps instances until reset.

/// What a forwarded registration is resolved as.
protocol Animal: AnyObject { var name: String { get } }

/// A second type a cat is forwarded as.
protocol Pet: AnyObject {}

/// The one animal the tests register.
final class Cat: Animal, Pet {
    let name: String
    init(name: String) { self.name = name }
}

/// A service kept per session, in the `.session` scope.
final class UserSession {
    let user: String
    init(user: String) { self.user = user }
}

extension ObjectScope {
    /// A scope for the tests: instances live until the session is reset.
    static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
}
