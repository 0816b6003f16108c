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
    /// The factory runs outside the lock, so shared values may depend on each other; if two
    /// threads race, the first stored instance wins and both get it.
    public final func shared<T>(_ function: String = #function, _ factory: () -> T) -> T {
        if let existing = lock.locked({ sharedInstances[function] }) as? T { return existing }
        let created = factory()
        let winner = lock.locked { () -> Any in
            if let existing = sharedInstances[function] { return existing }
            sharedInstances[function] = created
            return created
        }
        return (winner as? T) ?? created
    }
}
