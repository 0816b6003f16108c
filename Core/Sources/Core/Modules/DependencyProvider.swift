import Synchronization

/// Derives what a module and its children need from what the parent provides (RIBs'
/// `Component`). Children's `Dependency` protocols are satisfied by extensions of it, one
/// file per edge.
open class DependencyProvider<DependencyType> {
    /// What the parent provides.
    public let dependency: DependencyType

    private let lock = Lock()
    private var sharedInstances: [String: Any] = [:]

    /// A provider over the parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// One instance per provider and property: `var store: Store { shared { Store() } }`.
    ///
    /// The factory runs once, even when it returns an optional that is nil. It runs outside
    /// the lock, so shared values may depend on each other; if two threads race, the first
    /// stored instance wins and both get it.
    public final func shared<T>(_ function: String = #function, _ factory: () -> T) -> T {
        // Kept as `Any` so an optional's nil is stored as a value, not as a missing entry.
        if let existing = lock.locked({ sharedInstances[function] }), let value = existing as? T { return value }
        let created = factory()
        let winner = lock.locked { () -> Any in
            if let existing = sharedInstances[function] { return existing }
            sharedInstances[function] = created as Any
            return created as Any
        }
        return (winner as? T) ?? created
    }
}
