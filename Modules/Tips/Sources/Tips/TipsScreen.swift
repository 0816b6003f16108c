import Core
import Shared
import TerminalUI
import TipsInterface

/// The Tips screen: binds the view model to the view and turns its commands and keys into
/// inputs.
final class TipsViewController: PropsScreen<TipsView> {
    /// The view model, visible to tests so they can check it is freed with the screen.
    let viewModel: TipsViewModel
    private let formatter: TipsFormatter
    private var order = TipsOrder.newest

    init(viewModel: TipsViewModel, formatter: TipsFormatter) {
        self.viewModel = viewModel
        self.formatter = formatter
        super.init(view: TipsView())
    }

    override func viewDidLoad() {
        let formatter = self.formatter
        viewModel.outputs.state
            .subscribe(with: self, onMainActor: { screen, state in screen.order = state.order })
            .disposed(by: disposeBag)
        bind(props: viewModel.outputs.state.map { formatter.props(for: $0) })
        viewModel.inputs.viewDidLoad.accept(())
    }

    override var commands: [CommandSpec] { TipsCommand.specs }

    override var address: ScreenAddress { TipsInput.address(order: order) }

    override var keyBindings: [KeyBinding] { [KeyBinding("↑↓", help: "scroll")] }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .down:
            view.scroll = min(view.scroll + 1, max(0, (props?.rows.count ?? 1) - 1))
            setNeedsRedraw()
        case .up:
            view.scroll = max(0, view.scroll - 1)
            setNeedsRedraw()
        default: return super.handle(key)
        }
        return true
    }

    override func handle(command: Command) -> Bool {
        switch TipsCommand(command) {
        case .order(let order)?: viewModel.inputs.orderSelected.accept(order)
        case .back?: viewModel.inputs.backTapped.accept(())
        case nil: return false
        }
        return true
    }
}

/// Draws the list of tips; keeps only its props and scroll position.
@MainActor
final class TipsView: TerminalView {
    private(set) var props: TipsProps?
    /// The first row shown.
    var scroll = 0

    func render(props: TipsProps) {
        if props.rows != self.props?.rows { scroll = min(scroll, max(0, props.rows.count - 1)) }
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        var lines = [
            Frame.Line(props.title, style: .title),
            Frame.Line(props.sortLabel, style: .dim),
            Frame.Line(""),
        ]
        if let status = props.status {
            lines.append(Frame.Line(status))
        } else {
            for (index, row) in props.rows.enumerated().dropFirst(scroll) {
                lines.append(Frame.Line("\(index + 1). \(row.author) · \(row.date) · \(row.likes)", style: .highlight))
                for text in TextWrap.lines(row.text, width: max(10, size.columns - 3)) {
                    lines.append(Frame.Line("   " + text))
                }
            }
        }
        return Frame(lines)
    }
}

/// Everything the Tips view shows, as plain values.
struct TipsProps: ScreenProps {
    struct Row: Equatable {
        let author: String
        let date: String
        let likes: String
        let text: String
    }

    let title: String
    let sortLabel: String
    let rows: [Row]
    /// Loading, empty or error text, shown instead of rows.
    let status: String?
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false
}
