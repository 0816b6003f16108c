import CoreSupport

/// A weak reference filled in after it is made: for an object whose initializer makes
/// something that must call back into it (and would keep it alive if it held it strongly).
@usableFromInline
final class WeakSlot<Object: AnyObject & Sendable>: Sendable {
    @usableFromInline
    struct Reference: Sendable {
        @usableFromInline weak var object: Object?

        @inlinable
        init() {}
    }

    @usableFromInline
    let reference = LockedValue(Reference())

    @inlinable
    init() {}

    /// The object, while something else keeps it alive.
    @inlinable
    var object: Object? {
        get { reference.withLock { $0.object } }
        set { reference.withLock { $0.object = newValue } }
    }
}
