@usableFromInline let liveResources = AtomicWord()

/// Counts live subscriptions and sinks so tests can prove that nothing leaked.
///
/// Unlike RxSwift's `Resources.total`, it is always compiled in: a leak check should not
/// depend on a build flag.
public enum Resources {
    /// The number of subscriptions, sinks and subject subscriptions alive right now.
    public static var total: Int { liveResources.load() }

    @inlinable
    static func increment() { liveResources.add(1) }

    @inlinable
    static func decrement() { liveResources.add(-1) }
}
