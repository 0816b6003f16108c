import Core
import Foundation

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

/// Says once per process that leak checks are off: a build that does not count live
/// resources (a release build without `-Xswiftc -DTRACE_RESOURCES`) cannot check them.
enum UntrackedResources {
    static let notice: Void = {
        FileHandle.standardError.write(
            Data(
                ("note: this build does not count live resources (Resources.isTracking is false), so leak checks"
                    + " pass without checking; build with -Xswiftc -DTRACE_RESOURCES to check them in release\n").utf8))
    }()

    /// Prints the notice the first time a leak check runs in such a build.
    static func noteIfUntracked() {
        if !Resources.isTracking { notice }
    }
}
