import Core
import Shared

/// The Tips screen: binds the view model to the view and turns keys into inputs.
final class TipsViewController: PropsScreen<TipsView> {
    /// The view model, visible to tests so they can check it is freed with the screen.
    let viewModel: TipsViewModel
    private let formatter: TipsFormatter

    init(viewModel: TipsViewModel, formatter: TipsFormatter) {
        self.viewModel = viewModel
        self.formatter = formatter
        super.init(view: TipsView())
    }

    override func viewDidLoad() {
        let formatter = self.formatter
        bind(props: viewModel.outputs.state.map { formatter.props(for: $0) })
        viewModel.inputs.viewDidLoad.accept(())
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("r"): viewModel.inputs.sortSelected.accept(.recent)
        case .character("p"): viewModel.inputs.sortSelected.accept(.popular)
        case .back, .backspace: viewModel.inputs.backTapped.accept(())
        case .down:
            view.scroll = min(view.scroll + 1, max(0, (props?.rows.count ?? 1) - 1))
            setNeedsRedraw()
        case .up:
            view.scroll = max(0, view.scroll - 1)
            setNeedsRedraw()
        default: return false
        }
        return true
    }

    override func handle(command: Command) -> Bool {
        guard command == .back else { return false }
        viewModel.inputs.backTapped.accept(())
        return true
    }
}
