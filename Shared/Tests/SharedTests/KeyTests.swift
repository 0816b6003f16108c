import Core
import Shared
import TerminalUI
import XCTest

@MainActor
final class KeyTests: XCTestCase {
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
}
