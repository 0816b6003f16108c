import Core

/// Holds an object weakly, so a test can assert it was freed.
public final class WeakReference<Object: AnyObject> {
    /// The object, while something else keeps it alive.
    public private(set) weak var object: Object?

    /// Watches `object` without keeping it alive.
    public init(_ object: Object?) {
        self.object = object
    }

    /// Whether the object was freed.
    public var isReleased: Bool { object == nil }
}
