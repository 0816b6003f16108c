import Core
import Shared

/// The VenueDetails screen: binds the view model to the view and turns keys into inputs.
final class VenueDetailsViewController: PropsScreen<VenueDetailsView> {
    /// The view model, visible to tests so they can check it is freed with the screen.
    let viewModel: VenueDetailsViewModel
    private let formatter: VenueDetailsFormatter

    init(viewModel: VenueDetailsViewModel, formatter: VenueDetailsFormatter) {
        self.viewModel = viewModel
        self.formatter = formatter
        super.init(view: VenueDetailsView())
    }

    override func viewDidLoad() {
        let formatter = self.formatter
        bind(props: viewModel.outputs.state.map { formatter.props(for: $0) })
        viewModel.inputs.viewDidLoad.accept(())
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("t"): return handle(command: .tips)
        case .character("m"): return handle(command: .maps)
        case .character("s"): return handle(command: .save)
        case .back, .backspace: return handle(command: .back)
        default: return false
        }
    }

    override func handle(command: Command) -> Bool {
        switch command {
        case .tips: viewModel.inputs.allTipsTapped.accept(())
        case .maps: viewModel.inputs.mapsTapped.accept(())
        case .save: viewModel.inputs.saveTapped.accept(())
        case .back: viewModel.inputs.backTapped.accept(())
        default: return false
        }
        return true
    }
}
