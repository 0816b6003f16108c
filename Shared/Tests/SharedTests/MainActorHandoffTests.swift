import Core
import Foundation
import TerminalApp
import XCTest

/// A reader thread hands each piece of input to the main actor and waits for it, so pieces are
/// handled one at a time, in the order read, even when the work suspends.
@MainActor
final class MainActorHandoffTests: XCTestCase {
    func testInputReadOnAnotherThreadIsHandledOnTheMainActorInOrder() async {
        let log = LockedBox<[String]>([])
        let finished = expectation(description: "the reader thread handed on all its input")
        Thread.detachNewThread {
            for piece in 0..<50 {
                MainActorHandoff.run {
                    log.append("start \(piece)")
                    await Task.yield()
                    log.append("end \(piece)")
                }
            }
            finished.fulfill()
        }
        await fulfillment(of: [finished], timeout: 10)
        XCTAssertEqual(log.value, (0..<50).flatMap { ["start \($0)", "end \($0)"] })
    }
}
