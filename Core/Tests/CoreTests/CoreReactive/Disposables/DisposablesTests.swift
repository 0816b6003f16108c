import Core
import CoreTesting
import XCTest

final class DisposablesTests: LeakCheckedTestCase {
    func testDisposablesCreateTakesAnyNumber() {
        let parts = (0..<5).map { _ in BooleanDisposable() }
        Disposables.create(parts[0], parts[1], parts[2], parts[3], parts[4]).dispose()
        XCTAssertTrue(parts.allSatisfy(\.isDisposed))
        let four = (0..<4).map { _ in BooleanDisposable() }
        Disposables.create(four[0], four[1], four[2], four[3]).dispose()
        XCTAssertTrue(four.allSatisfy(\.isDisposed))
    }
}
