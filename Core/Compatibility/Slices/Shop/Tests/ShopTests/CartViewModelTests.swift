import RxBlocking
import RxCocoa
import RxSwift
import RxTest
import Shop
import XCTest

final class CartViewModelTests: XCTestCase {
    func testTheSummaryFollowsTheCartCouponDeliveryAndOffer() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let cart = CartViewModel(scheduler: scheduler)
        let summary = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.scheduleAt(200) { cart.summary(offerEnds: 2).drive(summary).disposed(by: bag) }
            scheduler.scheduleAt(210) { cart.items.accept([.named("Apple", id: 1), .named("Bread", id: 2)]) }
            scheduler.scheduleAt(220) { cart.coupon.accept("TEN") }
            scheduler.scheduleAt(230) { cart.express.accept(true) }
            scheduler.start()
        }
        XCTAssertEqual(
            summary.events,
            [
                .next(201, "0.00 (offer ends in 2s)"), .next(202, "0.00 (offer ends in 1s)"), .next(203, "0.00"),
                .next(211, "3.00"), .next(221, "2.70"), .next(231, "7.70"),
            ])
    }

    func testTheCountdownStopsAtZero() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let cart = CartViewModel(scheduler: scheduler)
        var left: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            left = scheduler.start { cart.countdown(from: 3).asObservable() }
        }
        XCTAssertEqual(left.events, [.next(201, 3), .next(202, 2), .next(203, 1), .next(204, 0), .completed(205)])
    }

    func testAReceiptAddsPricesAsTheyCome() throws {
        let cart = CartViewModel(scheduler: MainScheduler.instance)
        let totals = try cart.receipt([.of(100, 200), .of(30, 40)]).toBlocking().toArray()
        XCTAssertEqual(totals, [100, 130, 330, 370], "lookups subscribed together answer in turns")
    }

    func testATickRestartsAPendingDelay() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let result = scheduler.start(disposed: 260) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler).flatMapLatest { tick in
                Observable<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in tick }
            }
        }
        XCTAssertEqual(result.events, [], "each tick comes before the timer the previous tick started")
    }
}
