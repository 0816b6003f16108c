import Core
import Shared

/// VIPER's view: draws what the presenter says and passes the user's events to it.
final class __Screen__ViewController: PropsScreen<__Screen__View> {
    /// Visible to tests, so they can check it is freed with the screen.
    let presenter: __Screen__Presenter

    init(presenter: __Screen__Presenter) {
        self.presenter = presenter
        super.init(view: __Screen__View())
    }

    override func viewDidLoad() {
        bind(props: presenter.props)
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("a"): presenter.addTapped()
        case .character("x"): presenter.removeTapped()
        case .back, .backspace: presenter.backTapped()
        default: return false
        }
        return true
    }

    override func handle(command: Command) -> Bool {
        guard command == .back else { return false }
        presenter.backTapped()
        return true
    }
}
