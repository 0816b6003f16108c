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

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("a"): model.add()
        case .character("x"): model.removeLast()
        case .back, .backspace: model.close.accept(())
        default: return false
        }
        return true
    }

    override func handle(command: Command) -> Bool {
        guard command == .back else { return false }
        model.close.accept(())
        return true
    }
}
