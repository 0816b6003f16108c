import Core
import CoreTesting
import XCTest

/// An operator that ends without a terminal event (`skip(until:)` whose source completes
/// before the trigger fires, as in RxSwift) lets go of everything, its subscriber included,
/// even when nobody keeps the subscription's disposable: `_ = ... .subscribe()` must not leak.
final class SilentEndTests: LeakCheckedTestCase {
    /// Subscribes to `make`'s chain, dropping the disposable, and checks nothing stays live.
    private func assertNothingStaysLive(
        _ name: String, file: StaticString = #filePath, line: UInt = #line, _ make: () -> Observable<Int>
    ) {
        let before = Resources.total
        let disposed = SharedCount()
        _ = make().subscribe(onNext: { _ in }, onDisposed: { disposed.add() })
        XCTAssertEqual(Resources.total, before, "\(name): the subscription stayed live", file: file, line: line)
        XCTAssertEqual(disposed.value, 1, "\(name): onDisposed ran \(disposed.value) times", file: file, line: line)
    }

    func testSkipUntilWhoseSourceCompletesFirstKeepsNothing() {
        assertNothingStaysLive("never") { Observable.just(1).skip(until: Observable<Int>.never()) }
        assertNothingStaysLive("empty") { Observable.just(1).skip(until: Observable<Int>.empty()) }
        let trigger = PublishSubject<Int>()
        assertNothingStaysLive("a subject") { Observable.just(1).skip(until: trigger) }
        XCTAssertFalse(trigger.hasObservers, "the trigger's subscription stayed")
        assertNothingStaysLive("operators after it") {
            Observable.just(1).skip(until: Observable<Int>.never()).map { $0 + 1 }.filter { $0 > 0 }
        }
    }

    func testSkipUntilWhoseSourceCompletesLaterKeepsNothing() {
        let before = Resources.total
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Int>()
        _ = source.skip(until: trigger).map { $0 * 2 }.subscribe(onNext: { _ in XCTFail("nothing passes") })
        source.onNext(1)
        XCTAssertGreaterThan(Resources.total, before, "live while the source runs")
        source.onCompleted()
        XCTAssertEqual(Resources.total, before, "the subscription stayed live after the source completed")
        XCTAssertFalse(trigger.hasObservers)
    }

    /// Ended silently, the subscription is over: disposing it later does nothing more.
    func testDisposingASilentlyEndedSubscriptionRunsOnDisposedOnce() {
        let disposed = SharedCount()
        let subscription = Observable.just(1).skip(until: Observable<Int>.never())
            .subscribe(onNext: { _ in }, onDisposed: { disposed.add() })
        subscription.dispose()
        XCTAssertEqual(disposed.value, 1)
    }
}
