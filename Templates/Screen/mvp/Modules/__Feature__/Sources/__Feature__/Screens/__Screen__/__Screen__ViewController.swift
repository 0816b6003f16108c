import Core
import Shared
import TerminalUI
import __Feature__Interface

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

    /// Linked as `…/screen/__Screen__`: the feature's screen opens it by that name.
    override var address: ScreenAddress { AddedScreen.route.address("__Screen__") }

    override var commands: [CommandSpec] { __Screen__Command.specs }

    override func handle(command: Command) -> Bool {
        switch __Screen__Command(command) {
        case .add?: presenter.handle(.add)
        case .remove?: presenter.handle(.removeLast)
        case .back?: presenter.backTapped()
        case nil: return false
        }
        return true
    }
}
