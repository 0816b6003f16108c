import Core
import Shared
import TerminalUI
import __Feature__Interface

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

    /// Linked as `…/screen/__Screen__`: the feature's screen opens it by that name.
    override var address: ScreenAddress { AddedScreen.route.address("__Screen__") }

    override var commands: [CommandSpec] { __Screen__Command.specs }

    override func handle(command: Command) -> Bool {
        switch __Screen__Command(command) {
        case .add?: presenter.addTapped()
        case .remove?: presenter.removeTapped()
        case .back?: presenter.backTapped()
        case nil: return false
        }
        return true
    }
}
