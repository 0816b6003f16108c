import Core
import CoreTesting
import XCTest

final class ResourcesTests: LeakCheckedTestCase {
    /// Core's tests run in debug builds, or in release with `-DTRACE_RESOURCES` (CI's release
    /// step): both count live resources, which every leak check here relies on.
    func testTheTestBuildCountsLiveSubscriptions() {
        XCTAssertTrue(Resources.isTracking, "build Core's release tests with -Xswiftc -DTRACE_RESOURCES")
        let before = Resources.total
        let subject = PublishSubject<Int>()
        var subscription: Disposable? = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, before + 3, "the subscriber, the map's sink and the subject's registration")
        subscription?.dispose()
        XCTAssertEqual(Resources.total, before + 1, "the subscriber lives while it is held")
        subscription = nil
        XCTAssertEqual(Resources.total, before)
    }
}
