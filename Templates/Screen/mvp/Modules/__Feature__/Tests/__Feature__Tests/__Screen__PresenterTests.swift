import Core
import CoreTesting
import Shared
import XCTest

@testable import __Feature__

private final class RecordingView: __Screen__Viewing {
    var displayed: [__Screen__Props] = []
    func display(_ props: __Screen__Props) { displayed.append(props) }
}

@MainActor
final class __Screen__PresenterTests: LeakCheckedTestCase {
    func testThePresenterReducesEventsAndTellsTheView() async {
        XCTAssertEqual(__Screen__Presenter.reduce(["Item 1"], .add), ["Item 1", "Item 2"])
        let presenter = __Screen__Presenter()
        let view = RecordingView()
        presenter.view = view
        presenter.viewDidLoad()
        presenter.handle(.add)
        presenter.handle(.removeLast)
        XCTAssertEqual(view.displayed.map(\.rows), [[], ["1. Item 1"], []])
    }
}
