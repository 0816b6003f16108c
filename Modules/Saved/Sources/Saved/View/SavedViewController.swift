import Core
import Shared

/// The Saved screen: binds the view model to the view and turns keys into inputs.
final class SavedViewController: PropsScreen<SavedView> {
    /// The view model, visible to tests so they can check it is freed with the screen.
    let viewModel: SavedViewModel
    private let formatter: SavedFormatter

    init(viewModel: SavedViewModel, formatter: SavedFormatter) {
        self.viewModel = viewModel
        self.formatter = formatter
        super.init(view: SavedView())
    }

    override func viewDidLoad() {
        let formatter = self.formatter
        bind(props: viewModel.outputs.state.map { formatter.props(for: $0) })
        viewModel.inputs.viewDidLoad.accept(())
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .back, .backspace: return handle(command: .back)
        case .character(let digit) where digit.isNumber && digit != "0":
            return handle(command: .open(digit.wholeNumberValue ?? 1))
        default: return false
        }
    }

    override func handle(command: Command) -> Bool {
        switch command {
        case .back: viewModel.inputs.backTapped.accept(())
        case .open(let number) where SavedScreens.all.indices.contains(number - 1):
            viewModel.inputs.screenSelected.accept(number - 1)
        default: return false
        }
        return true
    }
}
