import Core
import Shared

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
    override var address: ScreenAddress { ScreenAddress(path: ["screen", "__Screen__"]) }

    override var commands: [CommandSpec] {
        [
            CommandSpec("add", key: "a", help: "add an item"),
            CommandSpec("remove", key: "x", help: "remove the last item"), .back,
        ]
    }

    override func handle(command: Command) -> Bool {
        switch command.name {
        case "add": model.add()
        case "remove": model.removeLast()
        case "back": model.close.accept(())
        default: return false
        }
        return true
    }
}
