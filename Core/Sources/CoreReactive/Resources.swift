import CoreSupport

#if DEBUG || TRACE_RESOURCES
@usableFromInline let liveResources = AtomicWord()
@usableFromInline let liveSerialQueueObservables = AtomicWord()

/// Counts, while it lives, an observable that `observe(on:)` made for a serial dispatch queue
/// scheduler: the observable's subscription closure holds it.
@usableFromInline
final class SerialQueueObservableCount: Sendable {
    @inlinable
    init() { liveSerialQueueObservables.add(1) }

    deinit { liveSerialQueueObservables.add(-1) }
}
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

    /// The number of observables alive that `observe(on:)` made for a
    /// `SerialDispatchQueueScheduler`, as RxSwift's debug counter of the same name; always 0 in
    /// a build that does not count (see `isTracking`). Core delivers on every scheduler the same
    /// way, so it says only that such an observable is still alive.
    public static var numberOfSerialDispatchQueueObservables: Int {
        #if DEBUG || TRACE_RESOURCES
        liveSerialQueueObservables.load()
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
