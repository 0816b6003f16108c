import Core
import CoreTesting
import Foundation
import XCTest

/// A list with RxCocoa's curried `items` binder shape.
@MainActor
private final class ListView: ReactiveCompatible {
    var rows: [String] = []
}

extension Reactive where Base: ListView {
    fileprivate func items<Source: ObservableType>(
        _ source: Source
    ) -> (_ cellFactory: @escaping @MainActor @Sendable (Int, String) -> String) -> Disposable
    where Source.Element == [String] {
        let list = base
        return { cellFactory in
            source.bind(
                to: Binder(list) { list, items in
                    list.rows = items.enumerated().map { cellFactory($0.offset, $0.element) }
                })
        }
    }
}

/// RxCocoa's curried `items(_:)(cellFactory)` and an argument-less `drive()`, on a list view of its own.
@MainActor
final class CurriedMainActorBindingTests: LeakCheckedTestCase {
    func testCurriedAndArgumentlessDrive() async {
        let list = ListView()
        let items = BehaviorRelay(value: ["a", "b"])
        let subscriptions = LockedBox(0)
        let bag = DisposeBag()
        // The cell factory is named with its type: Swift 6.3 cannot type-check it written inline
        // as the trailing closure ("failed to produce diagnostic"); the migration table says so.
        let cell: @MainActor @Sendable (Int, String) -> String = { row, item in "\(row): \(item)" }
        items.asDriver().drive(list.rx.items, curriedArgument: cell).disposed(by: bag)
        XCTAssertEqual(list.rows, ["0: a", "1: b"])
        items.accept(["c"])
        XCTAssertEqual(list.rows, ["0: c"])

        let counted = Observable<Int>.never().do(onSubscribe: { subscriptions.mutate { $0 += 1 } })
        counted.asDriver(onErrorJustReturn: 0).drive().disposed(by: bag)
        counted.asSignal(onErrorJustReturn: 0).emit().disposed(by: bag)
        XCTAssertEqual(subscriptions.value, 2, "drive() and emit() subscribe, as in RxCocoa")
    }
}
