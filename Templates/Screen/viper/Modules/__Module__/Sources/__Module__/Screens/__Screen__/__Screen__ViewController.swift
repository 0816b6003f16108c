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

    /// Linked as `…/screen/__Screen__`: the feature's screen opens it by that name.
    override var address: ScreenAddress { ScreenAddress(path: ["screen", "__Screen__"]) }

    override var commands: [CommandSpec] {
        [
            CommandSpec("add", key: "a", help: "add an item"),
            CommandSpec("remove", key: "x", help: "remove the last item"), .back,
        ]
    }

    override func handle(command: Command) -> Bool {
        switch command.name {
        case "add": presenter.addTapped()
        case "remove": presenter.removeTapped()
        case "back": presenter.backTapped()
        default: return false
        }
        return true
    }
}
