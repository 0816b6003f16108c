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
        let refusal =
            "TestableObservable: an event for a closure the test subscribed was not delivered: it arrived on "
            + "another thread than the one that subscribed, so the closure would race with the test. Run the "
            + "clock where you subscribe (in a synchronous or @MainActor test)."
        return subscribeSendable(
            self,
            onNext: onNext.map { TestThreadBound($0, refusal: refusal, fail: fail).call },
            onError: onError.map { TestThreadBound($0, refusal: refusal, fail: fail).call },
            onCompleted: onCompleted.map { body in
                let bound = TestThreadBound({ (_: Void) in body() }, refusal: refusal, fail: fail)
                return { bound.call(()) }
            },
            onDisposed: onDisposed.map { body in
                let bound = TestThreadBound({ (_: Void) in body() }, refusal: refusal, fail: fail)
                return { bound.call(()) }
            })
    }
}

/// The closures' subscription made on the testable observable itself, not on `asObservable()`,
/// whose sink and the subscriber would hold each other after the test let the observable go.
/// Generic, so the call is the `@Sendable` overload of `ObservableType`, not the one above.
private func subscribeSendable<Source: ObservableType>(
    _ source: Source,
    onNext: (@Sendable (Source.Element) -> Void)?,
    onError: (@Sendable (Swift.Error) -> Void)?,
    onCompleted: (@Sendable () -> Void)?,
    onDisposed: (@Sendable () -> Void)?
) -> Disposable {
    source.subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
}
