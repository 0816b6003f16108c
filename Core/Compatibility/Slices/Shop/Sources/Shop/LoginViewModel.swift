import Foundation
import RxCocoa
import RxRelay
import RxSwift

public final class LoginViewModel: Stepper {
    public struct Input {
        public let email: Observable<String>
        public let password: Observable<String>
        public let submit: Observable<Void>

        public init(email: Observable<String>, password: Observable<String>, submit: Observable<Void>) {
            self.email = email
            self.password = password
            self.submit = submit
        }
    }

    public struct Output {
        public let isValid: Driver<Bool>
        public let isLoading: Driver<Bool>
        public let error: Signal<String>
    }

    public let steps = PublishRelay<AppStep>()
    private let api: ShopAPI
    private let scheduler: SchedulerType

    public init(api: ShopAPI, scheduler: SchedulerType) {
        self.api = api
        self.scheduler = scheduler
    }

    public func transform(_ input: Input) -> Output {
        let credentials = Observable.combineLatest(input.email, input.password)
        let isValid =
            credentials
            .map { email, password in email.contains("@") && password.count >= 6 }
            .distinctUntilChanged()
        let loading = BehaviorRelay(value: false)
        let errors = PublishRelay<String>()
        let api = self.api
        let scheduler = self.scheduler
        input.submit
            .withLatestFrom(Observable.combineLatest(credentials, isValid))
            .filter { _, valid in valid }
            .map { credentials, _ in credentials }
            .flatMapFirst { email, password -> Observable<String> in
                api.login(email: email, password: password)
                    .retryWithBackoff(maxAttempts: 3, scheduler: scheduler)
                    .asObservable()
                    .do(onSubscribe: { loading.accept(true) }, onDispose: { loading.accept(false) })
                    .catch { error in
                        errors.accept(
                            error as? ShopError == .invalidCredentials ? "Wrong email or password" : "Try again later")
                        return .empty()
                    }
            }
            .map { AppStep.loggedIn(token: $0) }
            .bind(to: steps)
            .disposed(by: disposeBag)
        return Output(
            isValid: isValid.asDriver(onErrorJustReturn: false),
            isLoading: loading.asDriver(),
            error: errors.asSignal())
    }

    private let disposeBag = DisposeBag()
}
