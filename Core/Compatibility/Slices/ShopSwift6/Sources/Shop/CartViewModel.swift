import RxCocoa
import RxRelay
import RxSwift

public final class CartViewModel {
    public let items = BehaviorRelay<[Product]>(value: [])
    public let coupon = BehaviorRelay<String?>(value: nil)
    public let express = BehaviorRelay(value: false)
    private let scheduler: SchedulerType

    public init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    /// "3 items, 42.00" as the cart, coupon, delivery and offer change.
    public func summary(offerEnds: Int) -> Driver<String> {
        let subtotal = items.asDriver().map { $0.reduce(0) { $0 + $1.price } }
        let discount = coupon.asDriver().map { $0 == "TEN" ? 10 : 0 }
        let delivery = express.asDriver().map { $0 ? 500 : 0 }
        return Driver.combineLatest(subtotal, discount, delivery, countdown(from: offerEnds)) {
            subtotal, discount, delivery, left in
            let total = subtotal * (100 - discount) / 100 + delivery
            let offer = left > 0 ? " (offer ends in \(left)s)" : ""
            return "\(total / 100).\(String(format: "%02d", total % 100))\(offer)"
        }
    }

    /// Seconds left, counting down once a second from `seconds` to 0.
    public func countdown(from seconds: Int) -> Driver<Int> {
        Observable<Int>.interval(.seconds(1), scheduler: scheduler)
            .map { seconds - $0 - 1 }
            .take(seconds)
            .startWith(seconds)
            .asDriver(onErrorJustReturn: 0)
    }

    /// Each product's price, fetched in turn, as a running total; for the receipt screen.
    public func receipt(_ lookups: [Observable<Int>]) -> Observable<Int> {
        Observable.merge(lookups).scan(0) { $0 + $1 }
    }
}
