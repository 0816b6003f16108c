import Core
import Foundation

extension TestableObservable {
    /// Subscribes the test's own closures, which may capture what the test holds (a counter
    /// `var`, a non-`Sendable` object), as RxTest tests do: `xs.subscribe(onNext: { count += 1 })`.
    ///
    /// A testable observable emits when the scheduler's clock reaches its events, so the
    /// closures run on the thread that runs the clock. They run only if that is the thread
    /// that subscribed them; an event reaching them from another thread is not delivered, and
    /// the test fails saying why, as the scheduler's own `scheduleAt` does. An error with no
    /// `onError` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let fail = scheduler.fail
        return asObservable().subscribe(
            onNext: onNext.map { TestThreadBound($0, fail: fail).call },
            onError: onError.map { TestThreadBound($0, fail: fail).call },
            onCompleted: onCompleted.map { body in
                let bound = TestThreadBound({ (_: Void) in body() }, fail: fail)
                return { bound.call(()) }
            },
            onDisposed: onDisposed.map { body in
                let bound = TestThreadBound({ (_: Void) in body() }, fail: fail)
                return { bound.call(()) }
            })
    }
}

/// A test's own closure, called only on the thread that made it.
final class TestThreadBound<Argument>: @unchecked Sendable {
    // @unchecked: `body` is not `Sendable`; it is called only on `thread`, the thread that made
    // this box (checked on every call), so it never runs concurrently with the test whose
    // values it captures. Its last release may happen elsewhere, once the test no longer holds
    // what it captured.
    private let body: (Argument) -> Void
    private let thread = Thread.current
    private let fail: @Sendable (String) -> Void

    init(_ body: @escaping (Argument) -> Void, fail: @escaping @Sendable (String) -> Void) {
        self.body = body
        self.fail = fail
    }

    func call(_ argument: Argument) {
        guard Thread.current === thread else {
            fail(
                "TestableObservable: an event for a closure the test subscribed was not delivered: it arrived on "
                    + "another thread than the one that subscribed, so the closure would race with the test. Run the "
                    + "clock where you subscribe (in a synchronous or @MainActor test).")
            return
        }
        body(argument)
    }
}
