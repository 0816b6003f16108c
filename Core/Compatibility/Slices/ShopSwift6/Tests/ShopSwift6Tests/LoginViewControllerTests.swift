import RxCocoa
import RxSwift
import RxTest
import ShopSwift6
import XCTest

/// The screen's bindings, on the main thread, as a view controller test runs them.
@MainActor
final class LoginViewControllerTests: XCTestCase {
    func testTheButtonFollowsTheFormAndTheMessageShowsErrors() async {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let api = FakeShopAPI(scheduler: scheduler)
        let screen = LoginViewController(viewModel: LoginViewModel(api: api, scheduler: scheduler))
        SharingScheduler.mock(scheduler: scheduler) {
            screen.viewDidLoad()
            scheduler.scheduleAt(210) { screen.email.type("ann@shop.com") }
            scheduler.scheduleAt(220) { screen.password.type("secret!") }
            scheduler.scheduleAt(250) {
                XCTAssertTrue(screen.submit.isEnabled)
                screen.submit.tap()
            }
            scheduler.scheduleAt(252) { XCTAssertFalse(screen.spinner.isHidden, "the spinner shows while logging in") }
            scheduler.start()
        }
        XCTAssertEqual(screen.message.text, "Try again later")
        XCTAssertTrue(screen.spinner.isHidden)
    }

    func testAFieldsTextIsSetThroughItsControlProperty() async {
        let field = TextField()
        let bag = DisposeBag()
        Observable.just("typed").bind(to: field.rx.text).disposed(by: bag)
        XCTAssertEqual(field.text, "typed")
        let seen = TestScheduler(initialClock: 0).createObserver(String.self)
        field.rx.text.subscribe(seen).disposed(by: bag)
        field.type("more")
        XCTAssertEqual(seen.events, [.next(0, "typed"), .next(0, "more")])
    }

    func testABinderLetsItsViewGo() async {
        var label: Label? = Label()
        weak let released = label
        let binder = label!.rx.text
        label = nil
        XCTAssertNil(released)
        binder.onNext("nobody")
    }
}
