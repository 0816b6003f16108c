import Core
import Shared
import TerminalUI
import XCTest

@MainActor
final class ANSIRendererTests: XCTestCase {
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
}
