import RxCocoa
import RxSwift

@MainActor
public final class LoginViewController {
    public let email = TextField()
    public let password = TextField()
    public let submit = Button()
    public let message = Label()
    public let spinner = Label()
    private let viewModel: LoginViewModel
    private let disposeBag = DisposeBag()

    public init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
    }

    public func viewDidLoad() {
        let output = viewModel.transform(
            .init(
                email: email.rx.text.asObservable(), password: password.rx.text.asObservable(),
                submit: submit.rx.tap.asObservable()))
        output.isValid.drive(submit.rx.isEnabled).disposed(by: disposeBag)
        output.isLoading.map { !$0 }.drive(spinner.rx.isHidden).disposed(by: disposeBag)
        output.error.map { Optional($0) }.emit(to: message.rx.text).disposed(by: disposeBag)
    }
}
