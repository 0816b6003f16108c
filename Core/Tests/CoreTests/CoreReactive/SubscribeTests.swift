import Core
import CoreTesting
import XCTest

final class SubscribeTests: LeakCheckedTestCase {
    /// A screen that keeps its subscription in a property, with a closure that captures the
    /// screen. Disposing stops the events; the closure goes when the screen lets go of the
    /// subscription (sets it to nil, or resets its bag), and the screen is freed. Unlike
    /// RxSwift's, a disposed subscription keeps its closures until then (the migration table
    /// says so): dropping them at dispose would cost every event a synchronization.
    func testADisposedSubscriptionLetsItsClosuresGoWhenItIsReleased() {
        final class Screen: Sendable {
            let subscription = LockedBox<Disposable?>(nil)
        }
        let subject = PublishSubject<Int>()
        let freed = LockedBox(false)
        weak var weakScreen: Screen?
        do {
            let screen = Screen()
            weakScreen = screen
            screen.subscription.set(
                subject.subscribe(onNext: { _ in _ = screen }, onDisposed: { freed.set(true) }))
            screen.subscription.value?.dispose()
            XCTAssertTrue(freed.value)
            XCTAssertFalse(subject.hasObservers)
            XCTAssertNotNil(weakScreen, "the screen holds the disposed subscription, which holds the closure")
            screen.subscription.set(nil)
        }
        XCTAssertNil(weakScreen, "freed once the screen let go of its subscription")
    }
}
