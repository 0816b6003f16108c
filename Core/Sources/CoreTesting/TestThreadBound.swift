import Foundation

/// A test's own closure, called only on the thread that made it: how a test scheduler's
/// `scheduleAt` actions and a testable observable's test closures may capture what the test
/// holds, `Sendable` or not, as RxTest's do.
final class TestThreadBound<Argument>: @unchecked Sendable {
    // @unchecked: `body` is not `Sendable`; it is called only on `thread`, the thread that made
    // this box (checked on every call), so it never runs concurrently with the test whose
    // values it captures. Its last release may happen elsewhere, once the test no longer holds
    // what it captured.
    private let body: (Argument) -> Void
    private let thread = Thread.current
    private let refusal: String
    private let fail: @Sendable (String) -> Void

    /// A box for `body`; a call from another thread is refused with `refusal`, sent to `fail`.
    init(_ body: @escaping (Argument) -> Void, refusal: String, fail: @escaping @Sendable (String) -> Void) {
        self.body = body
        self.refusal = refusal
        self.fail = fail
    }

    /// Calls `body` when on the thread that made the box; otherwise reports the refusal.
    func call(_ argument: Argument) {
        guard Thread.current === thread else {
            fail(refusal)
            return
        }
        body(argument)
    }
}
