import Core
import Shared
import TerminalUI
import VenueDetailsInterface

/// The VenueDetails screen: binds the view model to the view and turns its commands (and
/// the keys they declare) into inputs.
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

    override var address: ScreenAddress { viewModel.address }

    override var commands: [CommandSpec] { VenueDetailsCommand.specs }

    override var edges: [RouteEdge] { VenueDetailsRoute.edges }

    override func handle(command: Command) -> Bool {
        switch VenueDetailsCommand(command) {
        case .tips?: viewModel.inputs.allTipsTapped.accept(())
        case .maps?: viewModel.inputs.mapsTapped.accept(())
        case .save?: viewModel.inputs.saveTapped.accept(())
        case .back?: viewModel.inputs.backTapped.accept(())
        case nil: return false
        }
        return true
    }
}

/// Draws a venue's details.
@MainActor
final class VenueDetailsView: TerminalView {
    private(set) var props: VenueDetailsProps?

    func render(props: VenueDetailsProps) {
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        var lines = [Frame.Line(props.title, style: .title), Frame.Line(props.subtitle, style: .dim), Frame.Line("")]
        if let placeholder = props.placeholder {
            lines.append(Frame.Line(placeholder))
            return Frame(lines)
        }
        lines += props.facts.map { Frame.Line($0) }
        lines += props.photoURLs.prefix(3).map { Frame.Line("  " + $0, style: .dim) }
        if props.photoURLs.count > 3 { lines.append(Frame.Line("  …", style: .dim)) }
        lines.append(Frame.Line(""))
        lines.append(Frame.Line(props.tipsHeading, style: .title))
        for tip in props.tips {
            lines.append(Frame.Line("• " + tip.byline, style: .highlight))
            lines += TextWrap.lines(tip.text, width: max(10, size.columns - 2)).map { Frame.Line("  " + $0) }
        }
        if !props.mapAppLinks.isEmpty {
            lines.append(Frame.Line(""))
            lines += props.mapAppLinks.map { Frame.Line($0) }
        }
        return Frame(lines)
    }
}

/// Everything the VenueDetails view shows, as plain values.
struct VenueDetailsProps: ScreenProps {
    struct TipRow: Equatable {
        let byline: String
        let text: String
    }

    let title: String
    let subtitle: String
    let facts: [String]
    let photoURLs: [String]
    let tipsHeading: String
    let tips: [TipRow]
    let mapAppLinks: [String]
    /// Loading or error text, shown instead of the details.
    let placeholder: String?
    /// A one-off message about the last action.
    let notice: String?
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false

    /// The notice, else the placeholder, for the status line.
    var status: String? { notice ?? placeholder }
}
