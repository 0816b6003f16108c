import Foundation

/// Turns the current run loop until `done` holds or `timeout` seconds pass: subscriptions that
/// end on a later turn of the main queue, or on another thread, get to let go before a test
/// counts what is still alive. Whether `done` held: a caller that goes on after a timeout
/// must fail with what it saw, not assert on a state nothing got to change.
func runMainLoop(until done: () -> Bool, timeout: TimeInterval = 2) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !done(), Date() < deadline {
        RunLoop.current.run(until: Date().addingTimeInterval(0.005))
    }
    return done()
}
