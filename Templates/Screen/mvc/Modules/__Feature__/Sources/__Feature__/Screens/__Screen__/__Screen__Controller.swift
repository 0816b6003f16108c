import Core
import Shared
import TerminalUI
import __Feature__Interface

/// MVC's controller: binds the model's data to the view and keys to the model's actions.
final class __Screen__Controller: PropsScreen<__Screen__View> {
    /// Visible to tests, so they can check it is freed with the screen.
    let model: __Screen__Model

    init(model: __Screen__Model) {
        self.model = model
        super.init(view: __Screen__View())
    }

    override func viewDidLoad() {
        bind(props: model.items.asObservable().map(__Screen__Props.from))
    }

    /// Linked as `…/screen/__Screen__`: the feature's screen opens it by that name.
    override var address: ScreenAddress { AddedScreen.route.address("__Screen__") }

    override var commands: [CommandSpec] { __Screen__Command.specs }

    override func handle(command: Command) -> Bool {
        switch __Screen__Command(command) {
        case .add?: model.add()
        case .remove?: model.removeLast()
        case .back?: model.close.accept(())
        case nil: return false
        }
        return true
    }
}
