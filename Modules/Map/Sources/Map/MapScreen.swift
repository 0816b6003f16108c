import Core
import MapInterface
import Shared
import TerminalUI

/// The Map screen: binds the view model to the view; its commands and keys become actions.
final class MapViewController: PropsScreen<MapView> {
    /// The view model, visible to tests so they can check it is freed with the screen.
    let viewModel: MapViewModel
    private let formatter: MapFormatter
    private var state: MapState?
    private var draft: String? { state?.draft }

    init(viewModel: MapViewModel, formatter: MapFormatter) {
        self.viewModel = viewModel
        self.formatter = formatter
        super.init(view: MapView())
    }

    override func viewDidLoad() {
        let formatter = self.formatter
        viewModel.outputs.state
            .subscribe(with: self, onMainActor: { screen, state in screen.state = state })
            .disposed(by: disposeBag)
        bind(props: viewModel.outputs.state.map { formatter.props(for: $0) })
        viewModel.inputs.viewDidLoad.accept(())
    }

    private func send(_ action: MapAction) {
        viewModel.inputs.action.accept(action)
    }

    override var commands: [CommandSpec] { MapCommand.specs }

    override var edges: [RouteEdge] { MapRoute.edges }

    override var address: ScreenAddress {
        MapInput.address(city: state?.city ?? "", search: state?.query ?? "", category: state?.category)
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding("↑↓ 1-9", help: "select"), KeyBinding("Enter", help: "open the selected venue"),
            KeyBinding("/", help: "search as you type"), KeyBinding("c", help: "next category"),
            KeyBinding("n", help: "next city"),
        ]
    }

    override func handle(_ key: Key) -> Bool {
        if let draft { return handleTyping(key, draft: draft) }
        switch key {
        case .up: send(.move(-1))
        case .down: send(.move(1))
        case .enter: viewModel.inputs.open.accept(nil)
        case .character("/"): send(.beginTyping)
        case .character("c"): send(.cycleCategory)
        case .character("n"): send(.cycleCity)
        case .character(let digit) where digit.isNumber && digit != "0":
            send(.select((digit.wholeNumberValue ?? 1) - 1))
        default: return super.handle(key)
        }
        return true
    }

    /// While typing, every key edits the search text, which goes through the reducer.
    private func handleTyping(_ key: Key, draft: String) -> Bool {
        switch key {
        case .enter: send(.commitTyping)
        case .back: send(.cancelTyping)
        case .backspace: send(.typed(String(draft.dropLast())))
        case .character(let character): send(.typed(draft + String(character)))
        default: return false
        }
        return true
    }

    override func handle(command: Command) -> Bool {
        switch MapCommand(command) {
        case .list?: break
        case .open?:
            let count = props?.rows.count ?? 0
            guard let number = command.number, number <= count else {
                send(
                    .notice(
                        count == 0
                            ? "There is no venue to open." : "No venue numbered \(command.argument); choose 1–\(count)."
                    ))
                return true
            }
            viewModel.inputs.open.accept(number - 1)
        case .search?: send(.search(command.argument))
        case .filter?: send(.filter(named: command.argument))
        case .near?: send(.near(command.argument))
        case .venue?: viewModel.inputs.openID.accept(command.argument)
        case nil: return false
        }
        return true
    }
}

/// Draws the map and the list: side by side on wide terminals, map above list otherwise. The
/// list scrolls to keep the selected row visible.
@MainActor
final class MapView: TerminalView {
    private(set) var props: MapProps?

    /// Terminals at least this wide get the map beside the list.
    static let sideBySideWidth = 100

    func render(props: MapProps) {
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        var lines = [
            Frame.Line(props.title, style: .title),
            Frame.Line(props.searchLine),
            Frame.Line(props.filterLine, style: .dim),
        ]
        if let status = props.status { lines.append(Frame.Line(status, style: props.rows.isEmpty ? .plain : .error)) }
        // Below the body: the legend, the screen's key hint and the shell's status line.
        let bodyHeight = max(3, size.rows - lines.count - 3)
        let drawing: AsciiMap.Drawing
        if size.columns >= Self.sideBySideWidth {
            let mapWidth = 40
            drawing = AsciiMap.draw(props.pins, width: mapWidth, height: min(bodyHeight, 18))
            let map = drawing.lines
            let list = listLines(props, height: bodyHeight)
            for index in 0..<max(map.count, list.count) {
                let left = index < map.count ? map[index] : String(repeating: " ", count: mapWidth)
                let right = index < list.count ? list[index] : Frame.Line("")
                lines.append(Frame.Line(left + "  " + right.text, style: right.style))
            }
        } else {
            let mapHeight = min(9, max(3, bodyHeight / 2))
            drawing = AsciiMap.draw(props.pins, width: min(size.columns, 60), height: mapHeight)
            lines += drawing.lines.map { Frame.Line($0) }
            lines += listLines(props, height: bodyHeight - mapHeight)
        }
        let stacked = drawing.stacked.map(String.init).joined(separator: ", ")
        let legend =
            stacked.isEmpty
            ? props.legend : props.legend + " " + props.stackedNote.replacingOccurrences(of: "{labels}", with: stacked)
        lines.append(Frame.Line(legend, style: .dim))
        return Frame(lines)
    }

    private func listLines(_ props: MapProps, height: Int) -> [Frame.Line] {
        let visible = max(1, height)
        let selected = props.rows.firstIndex { $0.isSelected } ?? 0
        let first = min(max(0, selected - visible + 1), max(0, props.rows.count - visible))
        return props.rows.dropFirst(first).prefix(visible).map { row in
            let mark = row.isSaved ? "♥" : " "
            let pointer = row.isSelected ? ">" : " "
            return Frame.Line(
                "\(pointer)\(mark)\(row.number). \(row.text)", style: row.isSelected ? .highlight : .plain)
        }
    }
}

/// Everything the Map view shows, as plain values.
struct MapProps: ScreenProps {
    struct Row: Equatable {
        let number: Int
        let text: String
        let isSaved: Bool
        let isSelected: Bool
    }

    let title: String
    let searchLine: String
    let filterLine: String
    let rows: [Row]
    let pins: [AsciiMap.Pin]
    let legend: String
    /// Says which pins share a `*` on a map too small to draw them apart; `{labels}` is
    /// replaced by the view, which alone knows the map's size.
    let stackedNote: String
    /// Loading, empty or error text, shown above the list.
    let status: String?
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false
}
