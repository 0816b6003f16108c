import Foundation
import XCTest

@testable import CoreSupport

/// `TrampolineFlag`: each thread has its own state, idle until that thread changes it.
final class TrampolineFlagTests: XCTestCase {
    func testEachThreadSeesOnlyItsOwnState() {
        let seen = LockedBox<[Int: [Int]]>([:])
        XCTAssertTrue(
            onThreads(8) { index in
                var states = [TrampolineFlag.current]
                TrampolineFlag.current = index % 2 == 0 ? TrampolineFlag.running : TrampolineFlag.queued
                for _ in 0..<1_000 { sched_yield() }
                states.append(TrampolineFlag.current)
                TrampolineFlag.current = TrampolineFlag.idle
                seen.mutate { $0[index] = states }
            })
        for index in 0..<8 {
            let set = index % 2 == 0 ? TrampolineFlag.running : TrampolineFlag.queued
            XCTAssertEqual(seen.value[index], [TrampolineFlag.idle, set], "thread \(index)")
        }
    }
}
