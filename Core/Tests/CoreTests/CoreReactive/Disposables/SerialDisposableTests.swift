import Core
import CoreTesting
import XCTest

final class SerialDisposableTests: LeakCheckedTestCase {
    func testSerialDisposesTheReplacedAndOnDisposeTheCurrentAndEachLateOne() {
        let log = LockedBox<[String]>([])
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("first") }
        serial.disposable = Disposables.create { log.append("second") }
        XCTAssertEqual(log.value, ["first"])
        serial.dispose()
        XCTAssertEqual(log.value, ["first", "second"])
        serial.disposable = Disposables.create { log.append("late") }
        XCTAssertEqual(log.value.last, "late", "a disposable set after dispose is disposed at once")
    }
}
