import Core
import Shared

/// The VenueDetails screen: binds the view model to the view and turns keys into inputs.
final class VenueDetailsViewController: Screen {
    let viewModel: VenueDetailsViewModel
    private let view = VenueDetailsView()
    private let formatter: VenueDetailsFormatter
    private let disposeBag = DisposeBag()
    private var redraw: (() -> Void)?

    init(viewModel: VenueDetailsViewModel, formatter: VenueDetailsFormatter) {
        self.viewModel = viewModel
        self.formatter = formatter
    }

    var title: String { view.props?.title ?? "" }

    var status: String? { view.props?.status }

    /// Binds and starts loading; the coordinator calls it once the screen is shown.
    func viewDidLoad() {
        let formatter = self.formatter
        viewModel.outputs.state
            .map { formatter.props(for: $0) }
            .distinctUntilChanged()
            // Screens live on the main thread; live data may arrive on a network thread.
            .observe(on: MainScheduler.instance)
            .subscribe(with: self, onNext: { screen, props in
                screen.view.render(props: props)
                screen.redraw?()
            })
            .disposed(by: disposeBag)
        viewModel.inputs.viewDidLoad.accept(())
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        Frame(view.frame(size: size).lines + [Frame.Line(view.props?.hint ?? "", style: .dim)])
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .character("t"): viewModel.inputs.allTipsTapped.accept(())
        case .character("m"): viewModel.inputs.mapsTapped.accept(())
        case .character("s"): viewModel.inputs.saveTapped.accept(())
        case .back, .backspace: viewModel.inputs.backTapped.accept(())
        default: return false
        }
        return true
    }

    func handle(command: Command) -> Bool {
        switch command {
        case .tips: viewModel.inputs.allTipsTapped.accept(())
        case .maps: viewModel.inputs.mapsTapped.accept(())
        case .save: viewModel.inputs.saveTapped.accept(())
        case .back: viewModel.inputs.backTapped.accept(())
        default: return false
        }
        return true
    }

    func setRedraw(_ redraw: @escaping () -> Void) {
        self.redraw = redraw
    }
}
