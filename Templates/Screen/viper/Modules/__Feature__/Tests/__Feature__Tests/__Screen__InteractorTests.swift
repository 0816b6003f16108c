import Core
import CoreTesting
import Shared
import XCTest

@testable import __Feature__

@MainActor
final class __Screen__InteractorTests: LeakCheckedTestCase {
    func testTheInteractorChangesTheEntitiesAndThePresenterFormatsThem() async {
        let interactor = __Screen__Interactor()
        let presenter = __Screen__Presenter(interactor: interactor, router: __Screen__Router(navigation: nil))
        var rows: [[String]] = []
        let subscription = presenter.props.observe(on: MainScheduler.instance).subscribe(onNext: {
            rows.append($0.rows)
        })
        presenter.addTapped()
        presenter.addTapped()
        presenter.removeTapped()
        subscription.dispose()
        XCTAssertEqual(interactor.items.value, [__Screen__Item(title: "Item 1")])
        XCTAssertEqual(rows, [[], ["1. Item 1"], ["1. Item 1", "2. Item 2"], ["1. Item 1"]])
    }
}
