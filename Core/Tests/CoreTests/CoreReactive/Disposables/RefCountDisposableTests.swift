import Core
import CoreTesting
import XCTest

final class RefCountDisposableTests: LeakCheckedTestCase {
    func testRefCountDisposableWaitsForEveryRetainedReference() {
        let underlying = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertFalse(underlying.isDisposed, "references are still held")
        first.dispose()
        first.dispose()
        XCTAssertFalse(underlying.isDisposed, "disposing one reference twice counts once")
        second.dispose()
        XCTAssertTrue(underlying.isDisposed)
        XCTAssertTrue(refCount.isDisposed)
        refCount.retain().dispose()
    }

    func testRefCountDisposableWithoutReferencesDisposesAtOnce() {
        let underlying = BooleanDisposable()
        RefCountDisposable(disposable: underlying).dispose()
        XCTAssertTrue(underlying.isDisposed)
    }
}
