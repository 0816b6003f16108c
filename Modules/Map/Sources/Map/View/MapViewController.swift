import Core
import Shared

/// The Map screen: binds the view model to the view; keys and commands become actions.
final class MapViewController: PropsScreen<MapView> {
    /// The view model, visible to tests so they can check it is freed with the screen.
    let viewModel: MapViewModel
    private let formatter: MapFormatter
    private var draft: String?

    init(viewModel: MapViewModel, formatter: MapFormatter) {
        self.viewModel = viewModel
        self.formatter = formatter
        super.init(view: MapView())
    }

    override func viewDidLoad() {
        let formatter = self.formatter
        viewModel.outputs.state
            .drive(with: self) { screen, state in screen.draft = state.draft }
            .disposed(by: disposeBag)
        bind(props: viewModel.outputs.state.map { formatter.props(for: $0) })
        viewModel.inputs.viewDidLoad.accept(())
    }

    private func send(_ action: MapAction) {
        viewModel.inputs.action.accept(action)
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
        default: return false
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
        switch command {
        case .list: break
        case .open(let number):
            let count = props?.rows.count ?? 0
            guard number <= count else {
                send(
                    .notice(
                        count == 0 ? "There is no venue to open." : "No venue numbered \(number); choose 1–\(count)."))
                return true
            }
            viewModel.inputs.open.accept(number - 1)
        case .search(let text): send(.search(text))
        case .filter(let category): send(.filter(category))
        case .near(let city): send(.near(city))
        default: return false
        }
        return true
    }
}
