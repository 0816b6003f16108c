import Shared
import TerminalUI
import XCTest

final class TextWrapTests: XCTestCase {
    func testLinesBreakAtSpacesAndNeverExceedTheWidth() {
        let lines = TextWrap.lines("ab cde fg hijklmnop q", width: 5)
        XCTAssertEqual(lines, ["ab", "cde", "fg", "hijkl", "mnop", "q"])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 5 }, "\(lines)")
    }

    func testWordsThatFitExactlyShareALine() {
        XCTAssertEqual(TextWrap.lines("ab cd", width: 5), ["ab cd"])
        XCTAssertEqual(TextWrap.lines("", width: 5), [""], "an empty text is one empty line")
    }
}
