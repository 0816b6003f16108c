import Core
import CoreTesting
import XCTest

/// RxTest's `XCTAssertRecordedElements`: elements compared whatever their times, and a failure
/// when a completion or an error was recorded too.
final class EventAssertionsTests: XCTestCase {
    private var failures: [String] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            failures.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// The failures `check` records, kept from failing this test.
    private func failuresOf(_ check: () -> Void) -> [String] {
        failures = []
        capturing = true
        check()
        capturing = false
        return failures
    }

    func testElementsMatchWhateverTheirTimes() {
        let recorded: [Recorded<Event<String>>] = [.next(210, "a"), .next(300, "b")]
        XCTAssertEqual(failuresOf { XCTAssertRecordedElements(recorded, ["a", "b"]) }, [])
    }

    func testOtherElementsFail() {
        let recorded: [Recorded<Event<String>>] = [.next(210, "a"), .next(300, "b")]
        XCTAssertEqual(failuresOf { XCTAssertRecordedElements(recorded, ["a"]) }.count, 1)
    }

    func testAStopEventFailsEvenWhenTheElementsMatch() {
        let completed: [Recorded<Event<Int>>] = [.next(210, 1), .completed(220)]
        let failed: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, TestError())]
        for stream in [completed, failed] {
            let failures = failuresOf { XCTAssertRecordedElements(stream, [1]) }
            XCTAssertEqual(failures.count, 1)
            XCTAssertTrue(failures.first?.contains("stop event") == true, "\(failures)")
        }
    }
}
