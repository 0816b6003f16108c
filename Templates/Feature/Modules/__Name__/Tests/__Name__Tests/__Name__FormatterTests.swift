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
final class __Name__FormatterTests: LeakCheckedTestCase {
    func testPropsListTheBestRatedFirstAndAFailureIsShown() async {
        let source = repository()
        let viewModel = __Name__ViewModel(repository: source)
        var state: __Name__State?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        viewModel.inputs.viewDidLoad.accept(())
        let formatter = __Name__Formatter(strings: __Name__Strings.english)
        XCTAssertEqual(state?.items.compactMap(\.rating), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
        let props = formatter.props(for: state ?? __Name__State())
        XCTAssertEqual(props.title, "__Name__")
        XCTAssertNil(props.status)
        XCTAssertEqual(props.rows.first, "1. Venue 12 · 12.0/10")

        source.failure = .noConnection("offline")
        viewModel.inputs.viewDidLoad.accept(())
        XCTAssertEqual(
            formatter.props(for: state ?? __Name__State()).status, VenueDataError.noConnection("offline").description)
        subscription.dispose()
    }
}
