import Core

/// The calls a test double received, in order: what a fake service keeps so a test can assert
/// them, as `let searches = CallRecorder<String>()` beside the service's other `let`s.
///
/// It is `Sendable`, checked, so a double that keeps its calls here, and its scripted answers in
/// a `LockedBox`, is `Sendable` too (a service protocol of Swift 6 code is) with no
/// `@unchecked`: the calls may come from any thread a chain runs on.
public final class CallRecorder<Call: Sendable>: Sendable {
    private let log = LockedBox<[Call]>([])

    /// A recorder with no calls.
    public init() {}

    /// Records `call`.
    public func record(_ call: Call) { log.append(call) }

    /// The calls so far, oldest first.
    public var calls: [Call] { log.value }

    /// How many calls so far.
    public var count: Int { log.value.count }
}
