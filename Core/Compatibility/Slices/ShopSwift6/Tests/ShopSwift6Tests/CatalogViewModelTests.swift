import RxCocoa
import RxSwift
import RxTest
import ShopSwift6
import XCTest

final class CatalogViewModelTests: XCTestCase {
    func testPagesLoadAsTheListNearsItsBottomIntoSections() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let api = FakeShopAPI(scheduler: scheduler)
        api.pages = [
            0: Page(items: [.named("Apple", id: 1), .named("Bread", id: 2)], next: 1),
            1: Page(items: [.named("Avocado", id: 3)], next: nil),
        ]
        let viewModel = CatalogViewModel(api: api)
        let sections = scheduler.createObserver([Section].self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let nearBottom = scheduler.createHotObservable([
                .next(205, ()), .next(212, ()), .next(300, ()), .next(400, ()),
            ])
            viewModel.sections(nearBottom: nearBottom.asObservable()).drive(sections).disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(
            api.pageCalls, [0, 1], "nearing the bottom while a page loads (212), or after the last page, asks for none")
        XCTAssertEqual(
            sections.events,
            [
                .next(
                    11,
                    [
                        Section(title: "A", items: [.named("Apple", id: 1)]),
                        Section(title: "B", items: [.named("Bread", id: 2)]),
                    ]),
                .next(
                    216,
                    [
                        Section(title: "A", items: [.named("Apple", id: 1), .named("Avocado", id: 3)]),
                        Section(title: "B", items: [.named("Bread", id: 2)]),
                    ]),
            ])
    }

    func testAFailedPageLeavesTheListAsItWas() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let api = FakeShopAPI(scheduler: scheduler)
        api.failingPages = [0]
        let sections = scheduler.createObserver([Section].self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            CatalogViewModel(api: api).sections(nearBottom: .never()).drive(sections).disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(sections.events, [])
    }

    func testSelectingAProductSteps() throws {
        let viewModel = CatalogViewModel(api: FakeShopAPI(scheduler: MainScheduler.instance))
        let steps = TestScheduler(initialClock: 0).createObserver(AppStep.self)
        let subscription = viewModel.steps.bind(to: steps)
        viewModel.select(.named("Apple", id: 7))
        subscription.dispose()
        XCTAssertEqual(steps.events, [.next(0, .productSelected(id: 7))])
    }
}
