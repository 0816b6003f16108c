import CoreSupport

#if DEBUG || TRACE_RESOURCES
@usableFromInline let liveResources = AtomicWord()
#endif

/// Counts live observables, subscriptions and sinks, so tests can prove that nothing leaked.
///
/// As RxSwift's `Resources.total`, it is counted only in builds that ask for it: debug builds,
/// and any build compiled with `-Xswiftc -DTRACE_RESOURCES` (a release test run). A release
/// build of an app counts nothing and pays nothing: the count is one atomic word that every
/// subscription would change on every thread.
public enum Resources {
    /// Whether this build counts live resources.
    public static var isTracking: Bool {
        #if DEBUG || TRACE_RESOURCES
        true
        #else
        false
        #endif
    }

    /// The number of observables, subscriptions, sinks and subject subscriptions alive right
    /// now, as RxSwift's count in its tracing builds; always 0 in a build that does not count
    /// them (see `isTracking`).
    public static var total: Int {
        #if DEBUG || TRACE_RESOURCES
        liveResources.load()
        #else
        0
        #endif
    }

    @inlinable
    static func increment() {
        #if DEBUG || TRACE_RESOURCES
        liveResources.add(1)
        #endif
    }

    @inlinable
    static func decrement() {
        #if DEBUG || TRACE_RESOURCES
        liveResources.add(-1)
        #endif
    }
}
