import Core
import CoreTesting
import Dispatch
import XCTest

/// `scheduleRecursive`: each step is scheduled afresh, never nested in the one before, and
/// disposing stops the next step.
final class RecursiveTests: LeakCheckedTestCase {
    func testEachStepIsAFreshlyScheduledItemAndDisposingStopsTheNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let ranAt = LockedBox<[TestTime]>([])
        let recursion = scheduler.scheduleRecursive(0) { count, recurse in
            ranAt.append(scheduler.clock)
            recurse(count + 1)
        }
        scheduler.scheduleAt(3) { recursion.dispose() }
        scheduler.advanceTo(10)
        XCTAssertEqual(
            ranAt.value, [1, 2],
            "one tick apart; the disposal, scheduled first for tick 3, runs before the step due then")
    }

    /// On a trampoline, a hundred thousand steps run one after another with a flat stack.
    func testManyStepsOnATrampolineDoNotGrowTheStack() {
        let steps = LockedBox(0)
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { count, recurse in
            steps.set(count)
            if count < 100_000 { recurse(count + 1) }
        }
        XCTAssertEqual(steps.value, 100_000)
    }

    /// Disposed from the test's thread while steps run on a queue: no step starts after the
    /// disposal has returned and the queue has drained.
    func testADisposalFromAnotherThreadStopsTheStepsOnAQueue() {
        for _ in 0..<50 {
            let queue = DispatchQueue(label: "recursive")
            let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
            let steps = LockedBox(0)
            let started = DispatchSemaphore(value: 0)
            let recursion = scheduler.scheduleRecursive(0) { count, recurse in
                steps.set(count)
                if count == 10 { started.signal() }
                recurse(count + 1)
            }
            XCTAssertEqual(started.wait(timeout: .now() + 5), .success, "the steps never got going")
            recursion.dispose()
            queue.sync {}
            let stopped = steps.value
            queue.sync {}
            XCTAssertEqual(steps.value, stopped, "a step ran after the disposal")
        }
    }
}
