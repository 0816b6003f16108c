import Core
import CoreTesting
import XCTest

final class LeakTrackingTests: LeakCheckedTestCase {
    private final class Screen {}

    func testAWeakReferenceSeesItsObjectGoWithoutKeepingIt() {
        var screen: Screen? = Screen()
        let reference = WeakReference(screen)
        XCTAssertFalse(reference.isReleased)
        XCTAssertTrue(reference.object === screen)
        screen = nil
        XCTAssertTrue(reference.isReleased, "the reference alone does not keep it")
        XCTAssertTrue(WeakReference<Screen>(nil).isReleased)
    }
}
