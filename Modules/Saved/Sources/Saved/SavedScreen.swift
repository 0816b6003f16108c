import Core
import SavedInterface
import Shared
import TerminalUI

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

    override var address: ScreenAddress { FeatureEntry.savedAddress }

    override var commands: [CommandSpec] { SavedCommand.specs }

    override var edges: [RouteEdge] { SavedRoute.edges }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding("↑↓ 1-9", help: "select"), KeyBinding("Enter", help: "open the selected venue"),
            KeyBinding("x", help: "unsave the selected venue"),
        ]
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .up: viewModel.inputs.action.accept(.move(-1))
        case .down: viewModel.inputs.action.accept(.move(1))
        case .enter: viewModel.inputs.open.accept(nil)
        case .character("x"): viewModel.inputs.unsave.accept(nil)
        case .character(let digit) where digit.isNumber && digit != "0":
            viewModel.inputs.action.accept(.select((digit.wholeNumberValue ?? 1) - 1))
        default: return super.handle(key)
        }
        return true
    }

    override func handle(command: Command) -> Bool {
        switch SavedCommand(command) {
        case .list?: break
        case .back?: viewModel.inputs.backTapped.accept(())
        case .open?: if let number = checked(command.number) { viewModel.inputs.open.accept(number - 1) }
        case .unsave?: if let number = checked(command.number) { viewModel.inputs.unsave.accept(number - 1) }
        case .venue?: viewModel.inputs.openID.accept(command.argument)
        case nil: return false
        }
        return true
    }

    /// `number` when it names a row; otherwise nil, and the status line says which numbers do.
    private func checked(_ number: Int?) -> Int? {
        let count = props?.rows.count ?? 0
        guard let number, number > count else { return number }
        let message =
            count == 0
            ? SavedStrings.english.text("nothingSaved")
            : SavedStrings.english.text("noSuchItem", ["number": "\(number)", "count": "\(count)"])
        viewModel.inputs.notice.accept(message)
        return nil
    }
}

/// Draws the saved venues, the selected one highlighted.
@MainActor
final class SavedView: TerminalView {
    private(set) var props: SavedProps?

    func render(props: SavedProps) {
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        var lines = [Frame.Line(props.title, style: .title), Frame.Line(props.subtitle, style: .dim), Frame.Line("")]
        if props.rows.isEmpty {
            lines.append(Frame.Line(props.status ?? ""))
        } else {
            lines += props.rows.map { row in
                Frame.Line((row.isSelected ? "> " : "  ") + row.text, style: row.isSelected ? .highlight : .plain)
            }
        }
        return Frame(lines)
    }
}

/// Everything the Saved view shows, as plain values.
struct SavedProps: ScreenProps {
    struct Row: Equatable {
        let text: String
        let isSelected: Bool
    }

    let title: String
    let subtitle: String
    let rows: [Row]
    /// A notice, or the text shown when nothing is saved.
    let status: String?
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false
}
