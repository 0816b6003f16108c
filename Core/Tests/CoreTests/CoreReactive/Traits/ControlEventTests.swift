import Core
import CoreTesting
import Foundation
import XCTest

@MainActor
final class ControlEventTests: LeakCheckedTestCase {
    func testAControlIsSubscribedToOnTheMainThreadWhereverTheSubscriberIs() async {
        let subscribedOnMain = LockedBox<Bool?>(nil)
        let subscribed = expectation(description: "subscribed")
        let event = ControlEvent(
            events: Observable<Int>.create { _ in
                subscribedOnMain.set(MainScheduler.isOnMainQueue)
                subscribed.fulfill()
                return Disposables.create()
            })
        let subscription = LockedBox<Disposable?>(nil)
        let returned = expectation(description: "subscribe returned on the other thread")
        Thread.detachNewThread {
            subscription.set(event.subscribe(onNext: { _ in }))
            returned.fulfill()
        }
        await fulfillment(of: [subscribed, returned], timeout: 5)
        XCTAssertEqual(subscribedOnMain.value, true)
        subscription.value?.dispose()
    }
}
