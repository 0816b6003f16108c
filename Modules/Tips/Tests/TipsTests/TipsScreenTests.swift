import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import XCTest

@testable import Tips

@MainActor
final class TipsScreenTests: LeakCheckedTestCase {
    func testViewWrapsTextToTheWidth() async {
        let view = TipsView()
        view.render(
            props: TipsProps(
                title: "Tips · X", sortLabel: "Newest first",
                rows: [
                    .init(author: "Ana", date: "today", likes: "♥ 1", text: "one two three four five six seven")
                ], status: nil, hint: "Esc back"))
        let lines = view.frame(size: .init(columns: 16, rows: 20)).lines.map(\.text)
        XCTAssertEqual(
            lines,
            [
                "Tips · X", "Newest first", "", "1. Ana · today · ♥ 1", "   one two three", "   four five six",
                "   seven",
            ])
    }
}
