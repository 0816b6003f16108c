/// A registration whatever its service type: what a container's registry keeps under its key.
///
/// The registry keeps the entries themselves, so a registration costs one object: what does
/// not depend on the service type lives here, at offsets known without the type;
/// `ServiceEntry` adds the `initCompleted` handlers, and `FactoryEntry` the factory and the
/// kept instance.
///
/// Its state belongs to the container it was registered in: it is read and written only
/// inside that container's operations (under the hierarchy's lock once it is synchronized).
public class AnyServiceEntry {
    /// The service type, arguments type and name it is registered under.
    @usableFromInline final let key: ServiceKey
    // Unchecked, every stored property here and in the subclasses: as the container's
    // registry, and no access stays open across a factory call.
    /// The container it was registered in, for `implements` and for its lock; nil once the
    /// container let it go (see `Container.youngestChild` for why unmanaged and unchecked).
    @exclusivity(unchecked) @usableFromInline final var container: Unmanaged<Container>?
    /// What the container does with resolved instances: the scope's kind.
    @exclusivity(unchecked) @usableFromInline final var kind: ObjectScope.Kind
    /// The scope, when it is a custom one (see `ObjectScope.of`).
    @exclusivity(unchecked) @usableFromInline final var customScope: ObjectScope?
    /// The storage of a `.weak` or custom scope (a weak reference kept here, inline, would
    /// make it a side-table object and every retain of the entry slower).
    @exclusivity(unchecked) @usableFromInline final var storage: InstanceStorage?
    /// Whether it keeps a `.container` instance, so a change of scope with nothing kept needs
    /// no call to the (unspecialized) `takeInstances`.
    @exclusivity(unchecked) @usableFromInline final var keepsInstance = false
    /// How many `initCompleted` handlers it has: read on every resolve instead of the array.
    @exclusivity(unchecked) @usableFromInline final var initCompletedCount = 0

    @inlinable
    init(key: ServiceKey, kind: ObjectScope.Kind, customScope: ObjectScope?, container: Container) {
        self.key = key
        self.container = Unmanaged.passUnretained(container)
        self.kind = kind
        self.customScope = customScope
        storage = ObjectScope.makeStorage(kind, custom: customScope)
    }

    /// How long resolved instances are reused.
    public final var objectScope: ObjectScope { guarded { scope } }

    /// The scope, in the container's exclusive access.
    final var scope: ObjectScope { .of(kind, custom: customScope) }

    /// Moves to `newScope`; returns the instances kept in the old one, for the caller to drop
    /// after the lock.
    @usableFromInline final func rescope(_ newScope: ObjectScope) -> [Any] {
        let released = keepsInstance || storage != nil ? takeInstances() : []
        kind = newScope.kind
        // Branches rather than `customScope = kind == .custom ? newScope : nil`, which retained
        // and released the scope on every change to a built-in one.
        if kind == .custom {
            customScope = newScope
            storage = ObjectScope.makeStorage(kind, custom: newScope)
        } else {
            if customScope != nil { customScope = nil }
            storage = ObjectScope.makeStorage(kind, custom: nil)
        }
        return released
    }

    /// Lets go of the kept instances and returns them, for the caller to drop after the lock.
    @usableFromInline func takeInstances() -> [Any] {
        guard let kept = storage?.instance else { return [] }
        storage?.instance = nil
        return [kept]
    }

    /// Lets go of the kept instances when the entry is in `scope`.
    @usableFromInline final func takeInstances(in scope: ObjectScope) -> [Any] {
        self.scope === scope ? takeInstances() : []
    }

    /// Forgets `container` when it is the one it was registered in, which lets it go (an
    /// entry another container forwards to stays its own container's); in its exclusive access.
    @usableFromInline final func orphan(from container: Container) {
        if self.container?.toOpaque() == Unmanaged.passUnretained(container).toOpaque() { self.container = nil }
    }

    /// Runs `body` in the exclusive access of the container it was registered in.
    @inlinable
    final func guarded<Result>(_ body: () -> Result) -> Result {
        guard let container else { return body() }
        return container._withUnsafeGuaranteedRef { $0.exclusive(body) }
    }
}
