import RxSwift
import Shop
import XCTest

final class AppFlowTests: XCTestCase {
    func testStepsFromEveryStepperNavigate() {
        let navigator = RecordingNavigator()
        let flow = AppFlow(navigator: navigator)
        let login = LoginViewModel(
            api: FakeShopAPI(scheduler: MainScheduler.instance), scheduler: MainScheduler.instance)
        let catalog = CatalogViewModel(api: FakeShopAPI(scheduler: MainScheduler.instance))
        flow.listen(to: [login, catalog])
        login.steps.accept(.loggedIn(token: "t"))
        catalog.select(.named("Apple", id: 3))
        catalog.steps.accept(.loggedOut)
        XCTAssertEqual(navigator.shown, ["catalog", "product 3", "login"])
        XCTAssertNil(flow.token)
    }

    func testTheFlowKeepsTheToken() {
        let flow = AppFlow(navigator: RecordingNavigator())
        let login = LoginViewModel(
            api: FakeShopAPI(scheduler: MainScheduler.instance), scheduler: MainScheduler.instance)
        flow.listen(to: [login])
        login.steps.accept(.loggedIn(token: "abc"))
        XCTAssertEqual(flow.token, "abc")
    }
}
