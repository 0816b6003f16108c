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
final class __Name__ViewModelTests: LeakCheckedTestCase {
    func testViewModelLoadsOnVirtualTime() async {
        let scheduler = TestScheduler()
        let source = repository()
        source.delay = (.seconds(5), scheduler)
        let viewModel = __Name__ViewModel(repository: source)
        let loading = scheduler.createObserver(Bool.self)
        let counts = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.isLoading).distinctUntilChanged().subscribe(loading).disposed(by: bag)
        viewModel.outputs.state.map(\.items.count).distinctUntilChanged().subscribe(counts).disposed(by: bag)
        let viewDidLoad = viewModel.inputs.viewDidLoad
        scheduler.scheduleAt(200) { viewDidLoad.accept(()) }
        scheduler.start()
        XCTAssertEqual(loading.events, [.next(0, true), .next(205, false)])
        XCTAssertEqual(counts.events, [.next(0, 0), .next(205, 10)], "the ten best of twelve")
    }
}
