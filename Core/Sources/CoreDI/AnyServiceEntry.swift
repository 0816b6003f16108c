/// A registration whatever its service type: what a container's registry keeps under its key.
///
/// The registry keeps the entries themselves, so a registration costs one object: what does
/// not depend on the service type lives here, at offsets known without the type;
/// `TypedEntry` adds the `initCompleted` handlers, and `FactoryEntry` the factory and the
/// kept instance. An entry holds nothing of its container: the `ServiceEntry` that
/// `register` returns pairs it with the container, so no link from a registration can
/// outlive what it points to.
///
/// Its state belongs to the hierarchy of the container it was registered in: it is read and
/// written only inside that hierarchy's operations (under its lock once it is synchronized),
/// and `forward(_:name:to:)` refuses it to any other hierarchy.
@usableFromInline
class AnyServiceEntry {
    /// The service type, arguments type and name it is registered under.
    @usableFromInline final let key: ServiceKey
    // Exclusivity unchecked on the state a resolve reads, here and in `FactoryEntry`: as the
    // container's registry, every access is in the hierarchy's exclusive access.
    /// What the container does with resolved instances: the scope's kind.
    @exclusivity(unchecked) @usableFromInline final var kind: ObjectScope.Kind
    /// The scope, when it is a custom one (see `ObjectScope.of`).
    @exclusivity(unchecked) @usableFromInline final var customScope: ObjectScope?
    /// The storage of a `.weak` or custom scope (a weak reference kept here, inline, would
    /// give the entry a side table, which every retain of it would then go through).
    @exclusivity(unchecked) @usableFromInline final var storage: InstanceStorage?
    /// Whether it keeps a `.container` instance, so a change of scope with nothing kept needs
    /// no call to the (unspecialized) `takeInstances`.
    @exclusivity(unchecked) @usableFromInline final var keepsInstance = false
    /// How many `initCompleted` handlers it has: read on every resolve instead of the array.
    @exclusivity(unchecked) @usableFromInline final var initCompletedCount = 0
    /// Whether it was registered from main-actor code, so its factory is main-actor code.
    @usableFromInline final var registeredOnMainActor = false

    @inlinable
    init(key: ServiceKey, kind: ObjectScope.Kind, customScope: ObjectScope?) {
        self.key = key
        self.kind = kind
        self.customScope = customScope
        storage = ObjectScope.makeStorage(kind, custom: customScope)
    }

    /// The scope, in the hierarchy's exclusive access.
    @usableFromInline final var scope: ObjectScope { .of(kind, custom: customScope) }

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

    /// How a forwarded type (or a validation) resolves this entry; only a `FactoryEntry`
    /// knows its service and arguments types.
    func forward() -> Forward? { nil }

    /// Lets go of the kept instances when the entry is in `scope`.
    @usableFromInline final func takeInstances(in scope: ObjectScope) -> [Any] {
        self.scope === scope ? takeInstances() : []
    }
}
