import RxCocoa
import RxRelay
import RxSwift

public enum AppStep: Equatable {
    case loggedIn(token: String)
    case productSelected(id: Int)
    case loggedOut
}

public protocol Stepper {
    var steps: PublishRelay<AppStep> { get }
}

public protocol Navigator: AnyObject {
    func showCatalog()
    func showProduct(id: Int)
    func showLogin()
}

/// Turns the steps every stepper emits into navigation, as an RxFlow flow does.
public final class AppFlow {
    private let navigator: Navigator
    private let disposeBag = DisposeBag()
    public private(set) var token: String?

    public init(navigator: Navigator) {
        self.navigator = navigator
    }

    public func listen(to steppers: [Stepper]) {
        Observable.merge(steppers.map { $0.steps.asObservable() })
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] step in self?.navigate(to: step) })
            .disposed(by: disposeBag)
    }

    private func navigate(to step: AppStep) {
        switch step {
        case .loggedIn(let token):
            self.token = token
            navigator.showCatalog()
        case .productSelected(let id):
            navigator.showProduct(id: id)
        case .loggedOut:
            token = nil
            navigator.showLogin()
        }
    }
}
