import Core
import Shared
import TerminalUI
import XCTest

@MainActor
final class FrameTests: XCTestCase {
    func testFramesPrintAsPlainText() async {
        XCTAssertEqual(Frame([.init("A", style: .title), .init("B", style: .error)]).plainText, "A\nB")
    }
}
