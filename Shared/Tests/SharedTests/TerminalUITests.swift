import Core
import Shared
import TerminalUI
import XCTest

@MainActor
private final class TextScreen: Screen {
    let title: String
    var status: String? { nil }
    var keys: [Key] = []
    private(set) var loads = 0
    private var redraw: (@MainActor () -> Void)?

    init(_ title: String) {
        self.title = title
    }

    func loadViewIfNeeded() { loads += 1 }

    func frame(size: ANSIRenderer.Size) -> Frame { Frame([Frame.Line(title, style: .title)]) }

    func handle(_ key: Key) -> Bool {
        keys.append(key)
        redraw?()
        return key != .character("x")
    }

    var commands: [CommandSpec] { [.back] }

    var keyBindings: [KeyBinding] { [] }

    var edges: [RouteEdge] = []

    func handle(command: Command) -> Bool { command.name == "back" }

    func setRedraw(_ redraw: @escaping @MainActor () -> Void) { self.redraw = redraw }

    var address: ScreenAddress { ScreenAddress(path: [title.lowercased()], query: [.init("from", title)]) }
}

/// A screen that counts how often it was told to load.
private struct CountProps: ScreenProps {
    let title = "Count"
    let status: String? = nil
    let hint = ""
    let count: Int
}

@MainActor
private final class CountView: TerminalView {
    private(set) var rendered: [Int] = []
    func render(props: CountProps) { rendered.append(props.count) }
    func frame(size: ANSIRenderer.Size) -> Frame { Frame([Frame.Line("\(rendered.last ?? -1)")]) }
}

@MainActor
private final class CountScreen: PropsScreen<CountView> {
    let counts = BehaviorRelay(value: 0)
    private(set) var loads = 0

    override func viewDidLoad() {
        loads += 1
        bind(props: counts.map { CountProps(count: $0) })
    }
}

@MainActor
final class TerminalUITests: XCTestCase {
    func testKeyDecoderHandlesArrowsControlsTextAndSplitReads() async {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42]), [.up, .down])
        XCTAssertEqual(decoder.decode([0x0D, 0x7F, 0x03, 0x04]), [.enter, .backspace, .interrupt, .endOfInput])
        XCTAssertEqual(decoder.decode(Array("q/?".utf8)), [.character("q"), .character("/"), .character("?")])
        XCTAssertEqual(decoder.decode([0x1B, 0x5B]), [], "an unfinished sequence waits")
        XCTAssertEqual(decoder.decode([0x43]), [.right])
        XCTAssertEqual(decoder.decode(Array("é".utf8).prefix(1).map { $0 }), [])
        XCTAssertEqual(decoder.decode(Array("é".utf8).suffix(1).map { $0 }), [.character("é")])
        XCTAssertEqual(decoder.decode([0x1B]), [], "a lone Esc waits: it may start a sequence")
        XCTAssertEqual(decoder.flush(), [.back], "and is Esc once the read times out")
        XCTAssertEqual(
            decoder.decode([0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x0D]), [.enter], "unknown sequences (F5) are skipped")
    }

    func testRendererRepaintsOnlyChangedLines() async {
        var renderer = ANSIRenderer(size: .init(columns: 20, rows: 3), colors: false)
        let first = renderer.render(Frame([.init("Map"), .init("1 Café")]))
        XCTAssertTrue(first.hasPrefix("\u{1B}[2J"), "the first frame clears the screen")
        XCTAssertTrue(first.contains("\u{1B}[1;1H\u{1B}[2KMap"))
        XCTAssertTrue(first.contains("\u{1B}[2;1H\u{1B}[2K1 Café"))

        let second = renderer.render(Frame([.init("Map"), .init("2 Bar")]))
        XCTAssertFalse(second.contains("Map"), "an unchanged line is not repainted")
        XCTAssertEqual(second, "\u{1B}[2;1H\u{1B}[2K2 Bar")
        XCTAssertEqual(renderer.render(Frame([.init("Map"), .init("2 Bar")])), "", "the same frame writes nothing")

        renderer.resize(.init(columns: 5, rows: 2))
        let resized = renderer.render(Frame([.init("Map"), .init("2 Bar and more")]))
        XCTAssertTrue(resized.contains("2 Ba…"), "lines are clipped to the width")
    }

    func testColorsFollowNoColor() async {
        XCTAssertFalse(ANSIRenderer.colorsEnabled(environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(ANSIRenderer.colorsEnabled(environment: ["NO_COLOR": ""]))
        XCTAssertTrue(ANSIRenderer.colorsEnabled(environment: [:]))
        var colored = ANSIRenderer(size: .init(columns: 10, rows: 1), colors: true)
        XCTAssertTrue(colored.render(Frame([.init("Title", style: .title)])).contains("\u{1B}[1mTitle\u{1B}[0m"))
        var plain = ANSIRenderer(size: .init(columns: 10, rows: 1), colors: false)
        XCTAssertFalse(plain.render(Frame([.init("Title", style: .title)])).contains("\u{1B}[1m"))
    }

    func testTheNavigationAddressJoinsThePiecesOfTheStackRootFirstThePresentedLast() async {
        let navigation = TerminalNavigationController()
        XCTAssertEqual(navigation.address.description, "venues://")
        navigation.setViewControllers([TextScreen("List")], animated: false)
        navigation.pushViewController(TextScreen("Venue"), animated: false)
        navigation.present(TextScreen("Tips"), animated: false, completion: nil)
        XCTAssertEqual(
            navigation.address.description, "venues://list/venue/tips?from=List&from=Venue&from=Tips")
        navigation.dismiss(animated: false, completion: nil)
        _ = navigation.popViewController(animated: false)
        XCTAssertEqual(navigation.address.description, "venues://list?from=List")
    }

    func testNavigationStackModalAndRelease() async {
        let navigation = TerminalNavigationController()
        var changes = 0
        navigation.onChange = { changes += 1 }
        let map = TextScreen("Map")
        navigation.setViewControllers([map], animated: false)
        var details: TextScreen? = TextScreen("Details")
        weak let watchedDetails = details
        if let details { navigation.pushViewController(details, animated: true) }
        details = nil
        XCTAssertEqual(navigation.visibleScreen?.title, "Details")

        var tips: TextScreen? = TextScreen("Tips")
        weak let watchedTips = tips
        if let tips { navigation.present(tips, animated: true) }
        tips = nil
        XCTAssertEqual(navigation.visibleScreen?.title, "Tips", "a modal screen covers the stack")

        navigation.dismiss(animated: true)
        XCTAssertNil(watchedTips, "a dismissed screen is released")
        XCTAssertEqual(navigation.visibleScreen?.title, "Details")

        XCTAssertNotNil(navigation.popViewController(animated: true))
        XCTAssertNil(watchedDetails, "a popped screen is released")
        XCTAssertNil(navigation.popViewController(animated: true), "the root is never popped")
        XCTAssertEqual(navigation.visibleScreen?.title, "Map")
        XCTAssertEqual(changes, 5)
    }

    /// A screen presented over a modal one covers it, and dismissing it shows that one again:
    /// the modal screens stack as UIKit's presented view controllers do.
    func testAModalScreenPresentedOverAnotherIsDismissedBackToIt() async {
        let navigation = TerminalNavigationController()
        navigation.setViewControllers([TextScreen("List")], animated: false)
        navigation.present(TextScreen("Tips"), animated: false)
        var photos: TextScreen? = TextScreen("Photos")
        weak let watchedPhotos = photos
        if let photos { navigation.present(photos, animated: false) }
        photos = nil
        XCTAssertEqual(navigation.visibleScreen?.title, "Photos")
        XCTAssertEqual(navigation.screens.count, 3)
        XCTAssertEqual(navigation.address.description, "venues://list/tips/photos?from=List&from=Tips&from=Photos")
        navigation.dismiss(animated: false)
        XCTAssertNil(watchedPhotos, "a dismissed screen is released")
        XCTAssertEqual(navigation.visibleScreen?.title, "Tips", "the modal screen it covered")
        navigation.dismiss(animated: false)
        XCTAssertEqual(navigation.visibleScreen?.title, "List")
    }

    func testTheNavigationControllerLoadsEachScreenOnceWhenFirstShown() async {
        let navigation = TerminalNavigationController()
        let map = TextScreen("Map"), details = TextScreen("Details"), tips = TextScreen("Tips")
        XCTAssertEqual(map.loads, 0, "a screen that was only made is not loaded")
        navigation.setViewControllers([map], animated: false)
        navigation.pushViewController(details, animated: true)
        navigation.present(tips, animated: true)
        XCTAssertEqual([map.loads, details.loads, tips.loads], [1, 1, 1])

        let counting = CountScreen(view: CountView())
        navigation.pushViewController(counting, animated: true)
        counting.counts.accept(1)
        XCTAssertEqual(counting.view.rendered, [0, 1], "bound in viewDidLoad, before the first draw")
        navigation.popViewController(animated: true)
        navigation.setViewControllers([map, counting], animated: false)
        XCTAssertEqual(counting.loads, 1, "shown again, it is not loaded again")
        XCTAssertEqual(map.loads, 2, "a plain Screen decides for itself what loading twice means")
        counting.counts.accept(2)
        XCTAssertEqual(counting.view.rendered, [0, 1, 2], "and it is bound once: no duplicate renders")
    }

    func testLinesSplitIntoAWordAndItsArgument() async {
        XCTAssertEqual(Command(line: "  search  flat white "), Command(name: "search", argument: "flat white"))
        XCTAssertEqual(Command(line: "NEAR lisbon"), Command(name: "near", argument: "lisbon"))
        XCTAssertEqual(Command(line: "open 3")?.number, 3)
        XCTAssertNil(Command(line: "open 0")?.number, "rows start at 1")
        XCTAssertNil(Command(line: "open x")?.number)
        XCTAssertNil(Command(line: "   "), "an empty line is no command")
    }

    func testASpecChecksItsArgumentWithAHint() async {
        let search = CommandSpec("search", argument: .text("TEXT"), help: "search")
        let filter = CommandSpec("filter", argument: .optionalText("CATEGORY"), help: "filter")
        func problem(_ spec: CommandSpec, _ line: String) -> String? {
            Command(line: line).flatMap { spec.problem(with: $0)?.description }
        }
        XCTAssertEqual(problem(.open, "open x"), "open needs a number from the list; try: open 1")
        XCTAssertEqual(problem(.open, "open 0"), "open needs a number from the list; try: open 1")
        XCTAssertNil(problem(.open, "open 2"))
        XCTAssertEqual(problem(search, "search"), "search needs an argument; try: search TEXT")
        XCTAssertEqual(problem(.back, "back now"), "back takes no argument; try: back")
        XCTAssertNil(problem(filter, "filter"), "an optional argument may be left out")
        XCTAssertEqual(
            [CommandSpec.open.usage, search.usage, filter.usage], ["open N", "search TEXT", "filter [CATEGORY]"])
        XCTAssertTrue(CommandSpec.quit.matches(Command(name: "EXIT")), "aliases match, in any case")
    }

    func testHelpIsBuiltFromWhatTheScreenAndTheRootDeclare() async throws {
        let screen = TextScreen("Inbox")
        let entry = FeatureEntry(title: "Drafts", command: CommandSpec("drafts", key: "w", help: "show the drafts"))
        let help = HelpText.lines(screen: screen, entries: [entry])
        XCTAssertEqual(help[1], "Here (Inbox):")
        XCTAssertTrue(help.contains { $0.hasPrefix("  back ") && $0.hasSuffix("go back one screen (Esc)") })
        let anywhere = try XCTUnwrap(help.firstIndex(of: "Anywhere:"))
        XCTAssertEqual(help[anywhere + 1], "  drafts            w       show the drafts")
        XCTAssertTrue(help.contains { $0.hasPrefix("  quit ") }, "and the shells' own commands")
        XCTAssertFalse(HelpText.lines(screen: nil, entries: []).contains("Here (Inbox):"))
        XCTAssertFalse(help.contains { $0.hasPrefix("Links from here") }, "a screen whose route has no edge")

        screen.edges = [
            RouteEdge(LinkRoute("message", takesValue: true), opens: "Message"),
            RouteEdge(LinkRoute("screen", takesValue: true), opens: nil),
        ]
        let routed = HelpText.lines(screen: screen, entries: [entry])
        let links = try XCTUnwrap(routed.firstIndex(of: "Links from here (after this screen's address):"))
        XCTAssertEqual(
            routed[(links + 1)...].prefix(2),
            ["  message/VALUE             opens Message", "  screen/VALUE              opens a screen added here"],
            "the route's edges, each with the feature it opens")
    }

    func testFramesPrintAsPlainText() async {
        XCTAssertEqual(Frame([.init("A", style: .title), .init("B", style: .error)]).plainText, "A\nB")
    }
}
