import Core
import CoreTesting
import XCTest

final class CompositeDisposableTests: LeakCheckedTestCase {
    func testCompositeRemovesByKeyDisposesTheRestAndThenEachLateInsert() {
        let log = LockedBox<[String]>([])
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { log.append("removed") })
        composite.insert(Disposables.create { log.append("kept") })
        if let key { composite.remove(for: key) }
        XCTAssertEqual(composite.count, 1)
        composite.dispose()
        XCTAssertEqual(Array(log.value.suffix(2)), ["removed", "kept"])
        XCTAssertNil(composite.insert(Disposables.create { log.append("after") }))
        XCTAssertEqual(log.value.last, "after")
    }

    func testACompositeDisposableTakesAnyNumberOfDisposables() {
        let flags = (0..<3).map { _ in BooleanDisposable() }
        let group = CompositeDisposable(flags[0], flags[1], flags[2])
        XCTAssertEqual(group.count, 3)
        group.dispose()
        XCTAssertEqual(flags.map(\.isDisposed), [true, true, true])
    }
}
