import Foundation

/// Runs `body(0)` through `body(count - 1)` at once, each on a thread of its own; whether all
/// of them returned within `seconds` (a stall fails the test that waits, instead of hanging
/// the suite).
func onThreads(_ count: Int, within seconds: Double = 30, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread.detachNewThread {
            body(index)
            group.leave()
        }
    }
    return group.wait(timeout: .now() + seconds) == .success
}
