import Core
import Shared
import TerminalUI
import XCTest

@MainActor
final class PropsScreenTests: XCTestCase {
    private struct Props: ScreenProps {
        var title: String
        var status: String?
        var hint = "Esc back"
        var isLoading = false
    }

    private final class LinesView: TerminalView {
        private(set) var renders = 0
        private var props: Props?
        func render(props: Props) {
            renders += 1
            self.props = props
        }
        func frame(size: ANSIRenderer.Size) -> Frame { Frame([Frame.Line(props?.title ?? "")]) }
    }

    /// Binds in `viewDidLoad`, as every screen does, and counts its loads and backs.
    private final class CountingScreen: PropsScreen<LinesView> {
        let source = PublishRelay<Props>()
        private(set) var loads = 0
        private(set) var backs = 0
        override func viewDidLoad() {
            loads += 1
            bind(props: source.asObservable())
        }
        override var commands: [CommandSpec] { [.back, CommandSpec("again", key: "a", help: "again")] }
        override func handle(command: Command) -> Bool {
            guard command.name == "back" else { return false }
            backs += 1
            return true
        }
    }

    func testTheScreenLoadsOnceAndRendersEachDistinctPropsValueWithARedraw() async {
        let screen = CountingScreen(view: LinesView())
        var redraws = 0
        screen.setRedraw { redraws += 1 }
        screen.loadViewIfNeeded()
        screen.loadViewIfNeeded()
        XCTAssertEqual(screen.loads, 1)
        XCTAssertTrue(screen.isLoading, "loading until the first props arrive")
        XCTAssertEqual(screen.title, "")

        let first = Props(title: "Saved", status: "Loading…", isLoading: true)
        screen.source.accept(first)
        screen.source.accept(first)
        screen.source.accept(Props(title: "Saved", status: nil))
        XCTAssertEqual(screen.view.renders, 2, "an unchanged value is not drawn again")
        XCTAssertEqual(redraws, 2)
        XCTAssertFalse(screen.isLoading)
        XCTAssertNil(screen.status)
        XCTAssertEqual(screen.frame(size: .init(columns: 40, rows: 10)).lines.map(\.text), ["Saved", "Esc back"])
    }

    func testEscRunsBackWhenTheScreenTakesItAndACommandsKeyRunsIt() async {
        let screen = CountingScreen(view: LinesView())
        XCTAssertTrue(screen.handle(.back))
        XCTAssertTrue(screen.handle(.backspace))
        XCTAssertEqual(screen.backs, 2)
        XCTAssertFalse(screen.handle(.character("a")), "its key reaches handle(command:), which refuses it here")
        XCTAssertFalse(screen.handle(.character("z")), "no command has that key")
    }
}
