import Core
import Shared
import TerminalUI
import __Feature__Interface

/// The __Screen__ screen: binds the view model to the view; keys become inputs.
final class __Screen__ViewController: PropsScreen<__Screen__View> {
    /// Visible to tests, so they can check it is freed with the screen.
    let viewModel: __Screen__ViewModel

    init(viewModel: __Screen__ViewModel) {
        self.viewModel = viewModel
        super.init(view: __Screen__View())
    }

    override func viewDidLoad() {
        bind(props: viewModel.outputs.state.map { __Screen__Props.from($0.items) })
    }

    /// Linked as `…/screen/__Screen__`: the feature's screen opens it by that name.
    override var address: ScreenAddress { AddedScreen.route.address("__Screen__") }

    override var commands: [CommandSpec] { __Screen__Command.specs }

    override func handle(command: Command) -> Bool {
        switch __Screen__Command(command) {
        case .add?: viewModel.inputs.action.accept(.add)
        case .remove?: viewModel.inputs.action.accept(.removeLast)
        case .back?: viewModel.inputs.backTapped.accept(())
        case nil: return false
        }
        return true
    }
}
