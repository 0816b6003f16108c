import Core
import CoreTesting
import Foundation
import XCTest

// A login slice written the RxSwift + RxCocoa way: a screen with its own `rx` binders, the
// activity indicator most apps copy from RxSwift's example app, and a view model built on
// them. It compiles on Core with the imports changed and the annotations Core's migration
// table (PortingFromRxSwift.md) names (each marked "annotation" below).

// MARK: The activity indicator, as apps keep it

private struct ActivityToken<Source>: ObservableConvertibleType, Disposable {
    private let source: Observable<Source>
    private let disposal: Cancelable

    init(source: Observable<Source>, disposeAction: @escaping @Sendable () -> Void) {  // annotation: @Sendable
        self.source = source
        disposal = Disposables.create(with: disposeAction)
    }

    func dispose() { disposal.dispose() }

    func asObservable() -> Observable<Source> { source }
}

/// Counts the sequences in flight; a `Driver` of whether there is any.
final class ActivityIndicator: SharedSequenceConvertibleType {  // annotation: final
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let relay = BehaviorRelay(value: 0)
    private let loading: SharedSequence<SharingStrategy, Bool>

    init() {
        loading = relay.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    fileprivate func trackActivityOfObservable<Source: ObservableConvertibleType>(
        _ source: Source
    ) -> Observable<Source.Element> {
        Observable.using({ () -> ActivityToken<Source.Element> in
            self.increment()
            return ActivityToken(source: source.asObservable(), disposeAction: self.decrement)
        }) { token in
            token.asObservable()
        }
    }

    private func increment() {
        lock.lock()
        relay.accept(relay.value + 1)
        lock.unlock()
    }

    private func decrement() {
        lock.lock()
        relay.accept(relay.value - 1)
        lock.unlock()
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { loading }
}

extension ObservableConvertibleType {
    func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> {
        activityIndicator.trackActivityOfObservable(self)
    }
}

// MARK: The view model

protocol LoginAPI: Sendable {
    func logIn(user: String, password: String) -> Single<String>
}

final class LoginViewModel {
    struct Input {
        let user: Observable<String>
        let password: Observable<String>
        let submit: Observable<Void>
    }

    struct Output {
        let isLoading: Driver<Bool>
        let canSubmit: Driver<Bool>
        let greeting: Signal<String>
    }

    private let api: LoginAPI

    init(api: LoginAPI) {
        self.api = api
    }

    func transform(_ input: Input) -> Output {
        let api = self.api
        let activity = ActivityIndicator()
        let credentials = Observable.combineLatest(input.user, input.password) { (user: $0, password: $1) }
        let canSubmit = credentials.map { !$0.user.isEmpty && !$0.password.isEmpty }
        let greeting = input.submit
            .withLatestFrom(credentials)
            .flatMapLatest { credentials in
                api.logIn(user: credentials.user, password: credentials.password)
                    .asObservable()
                    .trackActivity(activity)
                    .map { "Welcome, \($0)" }
                    .catchAndReturn("Wrong user or password")
            }
        return Output(
            isLoading: activity.asDriver(),
            canSubmit: canSubmit.asDriver(onErrorJustReturn: false),
            greeting: greeting.asSignal(onErrorJustReturn: ""))
    }
}

// MARK: The screen, with its own binders

/// With UIKit this is a `UIViewController`, an `NSObject`, so it has `.rx` already.
@MainActor
final class LoginScreen: NSObject {
    var isBusy = false
    var isSubmitEnabled = false
    var greeting = ""
    let bag = DisposeBag()

    func bind(_ output: LoginViewModel.Output) {
        output.isLoading.drive(rx.isBusy).disposed(by: bag)
        output.canSubmit.drive(rx.isSubmitEnabled).disposed(by: bag)
        output.greeting.emit(to: rx.greeting).disposed(by: bag)
    }
}

extension Reactive where Base: LoginScreen {
    var isBusy: Binder<Bool> {
        Binder(base) { screen, busy in screen.isBusy = busy }
    }
}

// MARK: Its test, the RxTest way

private struct SlowAPI: LoginAPI {
    let scheduler: TestScheduler

    func logIn(user: String, password: String) -> Single<String> {
        // The answer comes 100 ticks later, a success or a failure.
        Single.just(user).delay(.seconds(100), scheduler: scheduler)
            .flatMap { user in password == "secret" ? .just(user) : .error(TestFailure()) }
    }

    struct TestFailure: Error {}
}

@MainActor
final class BindingExampleTests: XCTestCase {
    func testTheScreenShowsActivityAndTheGreetingThroughItsBinders() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let screen = LoginScreen()
        let busy = scheduler.createObserver(Bool.self)
        let greetings = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let user = scheduler.createHotObservable([.next(100, "ana")])
            let password = scheduler.createHotObservable([.next(110, "nope"), .next(300, "secret")])
            let submit = scheduler.createHotObservable([.next(200, ()), .next(400, ())])
            let output = LoginViewModel(api: SlowAPI(scheduler: scheduler)).transform(
                .init(user: user.asObservable(), password: password.asObservable(), submit: submit.asObservable()))
            screen.bind(output)
            output.isLoading.drive(busy).disposed(by: screen.bag)
            output.greeting.emit(to: greetings).disposed(by: screen.bag)
            scheduler.start()
        }
        // Each Driver and Signal hops to the mocked scheduler, one tick later, as in RxTest; the
        // successful answer's completion leaves `delay` one tick after its element, as RxSwift's.
        XCTAssertEqual(
            busy.events, [.next(1, false), .next(201, true), .next(301, false), .next(401, true), .next(502, false)])
        XCTAssertRecordedElements(greetings.events, ["Wrong user or password", "Welcome, ana"])
        XCTAssertEqual(greetings.events.map(\.time), [301, 501])
        XCTAssertFalse(screen.isBusy)
        XCTAssertTrue(screen.isSubmitEnabled)
        XCTAssertEqual(screen.greeting, "Welcome, ana")
    }
}
