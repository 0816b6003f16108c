import RxCocoa
import RxSwift
import RxTest
import ShopSwift6
import XCTest

final class LoginViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var api: FakeShopAPI!
    private var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 1)
        api = FakeShopAPI(scheduler: scheduler)
        disposeBag = DisposeBag()
    }

    private func makeInput(
        email: [Recorded<Event<String>>], password: [Recorded<Event<String>>], submit: [Recorded<Event<Void>>] = []
    ) -> LoginViewModel.Input {
        LoginViewModel.Input(
            email: scheduler.createHotObservable(email).asObservable(),
            password: scheduler.createHotObservable(password).asObservable(),
            submit: scheduler.createHotObservable(submit).asObservable())
    }

    func testTheFormIsValidWithAnEmailAndSixCharacters() {
        let viewModel = LoginViewModel(api: api, scheduler: scheduler)
        let valid = scheduler.createObserver(Bool.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(
                makeInput(
                    email: [.next(210, "ann"), .next(220, "ann@shop"), .next(230, "ann@shop.com")],
                    password: [.next(215, "12345"), .next(240, "123456")]))
            output.isValid.drive(valid).disposed(by: disposeBag)
            scheduler.start()
        }
        XCTAssertEqual(valid.events, [.next(216, false), .next(241, true)])
    }

    func testSubmitLogsInAndStepsToTheCatalog() {
        api.loginReplies = [Single.just("token-1").delay(.seconds(5), scheduler: scheduler)]
        let viewModel = LoginViewModel(api: api, scheduler: scheduler)
        let steps = scheduler.createObserver(AppStep.self)
        let loading = scheduler.createObserver(Bool.self)
        viewModel.steps.bind(to: steps).disposed(by: disposeBag)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(
                makeInput(
                    email: [.next(210, "ann@shop.com")], password: [.next(210, "secret!")],
                    submit: [.next(300, ()), .next(302, ())]))
            output.isLoading.drive(loading).disposed(by: disposeBag)
            scheduler.start()
        }
        XCTAssertEqual(steps.events, [.next(305, .loggedIn(token: "token-1"))])
        XCTAssertEqual(api.loginCalls, 1, "a second tap while logging in asks for nothing")
        XCTAssertEqual(loading.events, [.next(1, false), .next(301, true), .next(307, false)])
    }

    func testAnInvalidFormDoesNotSubmit() {
        let viewModel = LoginViewModel(api: api, scheduler: scheduler)
        let steps = scheduler.createObserver(AppStep.self)
        viewModel.steps.bind(to: steps).disposed(by: disposeBag)
        SharingScheduler.mock(scheduler: scheduler) {
            _ = viewModel.transform(
                makeInput(email: [.next(210, "ann")], password: [.next(210, "secret!")], submit: [.next(300, ())]))
            scheduler.start()
        }
        XCTAssertEqual(steps.events, [])
        XCTAssertEqual(api.loginCalls, 0)
    }

    func testWrongCredentialsAreShownAndTheFormStaysUsable() {
        api.loginReplies = [
            .error(ShopError.invalidCredentials), .error(ShopError.invalidCredentials),
            .error(ShopError.invalidCredentials), .just("token-2"),
        ]
        let viewModel = LoginViewModel(api: api, scheduler: scheduler)
        let errors = scheduler.createObserver(String.self)
        let steps = scheduler.createObserver(AppStep.self)
        viewModel.steps.bind(to: steps).disposed(by: disposeBag)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(
                makeInput(
                    email: [.next(210, "ann@shop.com")], password: [.next(210, "secret!")],
                    submit: [.next(300, ()), .next(400, ())]))
            output.error.emit(to: errors).disposed(by: disposeBag)
            scheduler.start()
        }
        XCTAssertEqual(errors.events, [.next(304, "Wrong email or password")], "after two retries, at 301 and 303")
        XCTAssertEqual(steps.events, [.next(400, .loggedIn(token: "token-2"))])
    }

    func testOfflineIsToldApart() {
        let viewModel = LoginViewModel(api: api, scheduler: scheduler)
        let errors = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(
                makeInput(
                    email: [.next(210, "ann@shop.com")], password: [.next(210, "secret!")], submit: [.next(300, ())]))
            output.error.emit(to: errors).disposed(by: disposeBag)
            scheduler.start()
        }
        XCTAssertEqual(errors.events, [.next(304, "Try again later")])
    }
}
