import Core
import Shared

/// The Tips screen: binds the view model to the view and turns keys into inputs.
final class TipsViewController: Screen {
    let viewModel: TipsViewModel
    private let view = TipsView()
    private let formatter: TipsFormatter
    private let disposeBag = DisposeBag()
    private var redraw: (() -> Void)?

    init(viewModel: TipsViewModel, formatter: TipsFormatter) {
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
        let body = view.frame(size: size)
        return Frame(body.lines + [Frame.Line(view.props?.hint ?? "", style: .dim)])
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .character("r"): viewModel.inputs.sortSelected.accept(.recent)
        case .character("p"): viewModel.inputs.sortSelected.accept(.popular)
        case .back, .backspace: viewModel.inputs.backTapped.accept(())
        case .down:
            view.scroll = min(view.scroll + 1, max(0, (view.props?.rows.count ?? 1) - 1))
            redraw?()
        case .up:
            view.scroll = max(0, view.scroll - 1)
            redraw?()
        default: return false
        }
        return true
    }

    func handle(command: Command) -> Bool {
        switch command {
        case .back: viewModel.inputs.backTapped.accept(())
        default: return false
        }
        return true
    }

    func setRedraw(_ redraw: @escaping () -> Void) {
        self.redraw = redraw
    }
}
