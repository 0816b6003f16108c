import Core
import CoreTesting
import XCTest

final class HooksTests: LeakCheckedTestCase {
    func testTheDefaultErrorHandlerReceivesTheCallStackWhenAskedTo() {
        final class Box: @unchecked Sendable {
            var stacks: [[String]] = []
        }
        let box = Box()
        let previousHandler = Hooks.defaultErrorHandler
        let previousRecording = Hooks.recordCallStackOnError
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        Hooks.defaultErrorHandler = { stack, _ in box.stacks.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        defer {
            Hooks.defaultErrorHandler = previousHandler
            Hooks.recordCallStackOnError = previousRecording
            Hooks.customCaptureSubscriptionCallstack = previousCapture
        }
        // Left unhandled on purpose: the hook is what must hear them.
        _ = Observable<Int>.error(TestError()).subscribe()
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(TestError()).subscribe()
        _ = Observable<Int>.error(TestError()).subscribe(onError: { _ in })
        XCTAssertEqual(box.stacks, [[], ["frame"]], "a handled error does not reach the hook")
    }

    func testSubscribeWithAnObjectStillReportsAnUnhandledError() {
        final class Box: @unchecked Sendable {
            var count = 0
        }
        let box = Box()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, _ in box.count += 1 }
        defer { Hooks.defaultErrorHandler = previous }
        let owner = NSObjectLike()
        _ = Observable<Int>.error(TestError()).subscribe(with: owner, onNext: { _, _ in })
        XCTAssertEqual(box.count, 1)
    }
}

/// An owner for `subscribe(with:)`, as a screen would be.
private final class NSObjectLike: Sendable {}
