import Core
import Shared
import TerminalUI
import __Name__Interface

/// The __Name__ screen: binds the view model to the view and turns its commands (and the
/// keys they declare) into inputs.
final class __Name__ViewController: PropsScreen<__Name__View> {
    /// The view model, visible to tests so they can check it is freed with the screen.
    let viewModel: __Name__ViewModel
    private let formatter: __Name__Formatter

    init(viewModel: __Name__ViewModel, formatter: __Name__Formatter) {
        self.viewModel = viewModel
        self.formatter = formatter
        super.init(view: __Name__View())
    }

    override func viewDidLoad() {
        let formatter = self.formatter
        bind(props: viewModel.outputs.state.map { formatter.props(for: $0) })
        viewModel.inputs.viewDidLoad.accept(())
    }

    override var commands: [CommandSpec] { __Name__Command.specs }

    override var edges: [RouteEdge] { __Name__Route.edges }

    /// Linked as `venues://…/__command__`: the root opens this feature by that command.
    override var address: ScreenAddress { ScreenAddress(path: [FeatureEntry.templateName.command.name]) }

    override var keyBindings: [KeyBinding] { [KeyBinding("1-9", help: "open the screen with that number")] }

    override func handle(_ key: Key) -> Bool {
        guard case .character(let digit) = key, let number = digit.wholeNumberValue, number > 0 else {
            return super.handle(key)
        }
        return handle(command: Command(name: CommandSpec.open.name, argument: "\(number)"))
    }

    override func handle(command: Command) -> Bool {
        switch __Name__Command(command) {
        case .back?: viewModel.inputs.backTapped.accept(())
        case .open?:
            guard let number = command.number, __Name__Coordinator.screens.entries.indices.contains(number - 1) else {
                return false
            }
            viewModel.inputs.screenSelected.accept(number - 1)
        case .screen?:
            // By name, so a link (`…/__command__/screen/NAME`) stays valid as screens are added.
            guard let index = __Name__Coordinator.screens.index(named: command.argument) else { return false }
            viewModel.inputs.screenSelected.accept(index)
        case nil: return false
        }
        return true
    }
}

/// Draws __Name__'s list.
@MainActor
final class __Name__View: TerminalView {
    private(set) var props: __Name__Props?

    func render(props: __Name__Props) {
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        let body = props.showsRows ? props.rows.map { Frame.Line($0) } : [Frame.Line(props.status ?? "")]
        let screens =
            props.screens.isEmpty
            ? [] : [Frame.Line(""), Frame.Line(props.screens.joined(separator: " · "), style: .dim)]
        return Frame([Frame.Line(props.title, style: .title), Frame.Line("")] + body + screens)
    }
}

/// Everything the __Name__ view shows, as plain values.
struct __Name__Props: ScreenProps {
    let title: String
    let rows: [String]
    /// The added screens, numbered: "1. Settings".
    let screens: [String]
    /// A notice, or loading, empty or error text.
    let status: String?
    /// Whether the rows are there to show (else `status` is shown instead).
    let showsRows: Bool
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false
}
