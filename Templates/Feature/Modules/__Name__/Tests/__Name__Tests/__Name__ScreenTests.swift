import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import XCTest
import __Name__Interface
import __Name__Testing

@testable import __Name__

@MainActor
final class __Name__ScreenTests: LeakCheckedTestCase {
    func testTheViewShowsTheStatusInsteadOfTheRowsAndListsTheAddedScreens() async {
        let view = __Name__View()
        view.render(
            props: __Name__Props(
                title: "__Name__", rows: ["1. Venue"], screens: ["1. Settings"], status: "Loading…", showsRows: false,
                hint: ""))
        XCTAssertEqual(
            view.frame(size: .init(columns: 40, rows: 20)).lines.map(\.text),
            ["__Name__", "", "Loading…", "", "1. Settings"])
        view.render(
            props: __Name__Props(
                title: "__Name__", rows: ["1. Venue"], screens: [], status: nil, showsRows: true, hint: ""))
        XCTAssertEqual(view.frame(size: .init(columns: 40, rows: 20)).lines.map(\.text), ["__Name__", "", "1. Venue"])
    }

    func testAScreenNumberOrNameNotAddedIsLeftToTheShellAndBackClosesTheScreen() async {
        let screen = __Name__ViewController(
            viewModel: __Name__ViewModel(repository: repository()),
            formatter: __Name__Formatter(strings: __Name__Strings.english))
        var closed = 0
        let subscription = screen.viewModel.outputs.close.subscribe(onMainActor: { closed += 1 })
        defer { subscription.dispose() }
        let past = __Name__Coordinator.screens.entries.count + 1
        XCTAssertFalse(screen.handle(command: Command(name: "open", argument: "\(past)")))
        XCTAssertFalse(screen.handle(command: Command(name: "screen", argument: "Nowhere")))
        XCTAssertTrue(screen.handle(command: Command(name: "back")))
        XCTAssertEqual(closed, 1)
    }
}
