import Core
import Shared

/// The Saved screen: binds the view model to the view and turns keys and commands into inputs.
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
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .up: viewModel.inputs.action.accept(.move(-1))
        case .down: viewModel.inputs.action.accept(.move(1))
        case .enter: viewModel.inputs.open.accept(nil)
        case .character("x"): viewModel.inputs.unsave.accept(nil)
        case .character(let digit) where digit.isNumber && digit != "0":
            viewModel.inputs.action.accept(.select((digit.wholeNumberValue ?? 1) - 1))
        case .back, .backspace: viewModel.inputs.backTapped.accept(())
        default: return false
        }
        return true
    }

    override func handle(command: Command) -> Bool {
        switch command {
        case .list: break
        case .back: viewModel.inputs.backTapped.accept(())
        case .open(let number): if checked(number) { viewModel.inputs.open.accept(number - 1) }
        case .unsave(let number): if checked(number) { viewModel.inputs.unsave.accept(number - 1) }
        default: return false
        }
        return true
    }

    /// Whether `number` names a row; otherwise the status line says which numbers do.
    private func checked(_ number: Int) -> Bool {
        let count = props?.rows.count ?? 0
        guard number > count else { return true }
        let message =
            count == 0
            ? SavedStrings.english.text("nothingSaved")
            : SavedStrings.english.text("noSuchItem", ["number": "\(number)", "count": "\(count)"])
        viewModel.inputs.notice.accept(message)
        return false
    }
}
