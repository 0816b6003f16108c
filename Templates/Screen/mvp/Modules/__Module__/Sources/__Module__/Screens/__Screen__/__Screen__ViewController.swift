import Core
import Shared

/// MVP's view: passes user events to the presenter and displays what it is given.
final class __Screen__ViewController: PropsScreen<__Screen__View>, __Screen__Viewing {
    /// Visible to tests, so they can check it is freed with the screen.
    let presenter: __Screen__Presenter
    private let displayed = PublishRelay<__Screen__Props>()

    init(presenter: __Screen__Presenter) {
        self.presenter = presenter
        super.init(view: __Screen__View())
    }

    override func viewDidLoad() {
        bind(props: displayed.asObservable())
        presenter.view = self
        presenter.viewDidLoad()
    }

    func display(_ props: __Screen__Props) {
        displayed.accept(props)
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("a"): presenter.handle(.add)
        case .character("x"): presenter.handle(.removeLast)
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
