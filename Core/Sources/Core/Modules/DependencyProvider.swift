/// Derives what a module and its children need from what the parent provides (RIBs'
/// `Component`). Children's `Dependency` protocols are satisfied by extensions of it, one
/// file per edge. A builder makes one per module and hands it to the module's coordinator,
/// so it lives exactly as long as the module and `shared` gives one instance for that time.
/// It lives on the main actor with the builder that makes it.
@MainActor
open class DependencyProvider<DependencyType> {
    /// What the parent provides.
    public let dependency: DependencyType

    private var sharedInstances: [String: Any] = [:]

    /// A provider over the parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// One instance per provider and property: `var store: Store { shared { Store() } }`.
    ///
    /// The factory runs once, even when it returns an optional that is nil, and may itself
    /// read other shared properties.
    public final func shared<T>(_ function: String = #function, _ factory: () -> T) -> T {
        // Kept as `Any` so an optional's nil is stored as a value, not as a missing entry.
        if let existing = sharedInstances[function], let value = existing as? T { return value }
        let created = factory()
        sharedInstances[function] = created as Any
        return created
    }
}
