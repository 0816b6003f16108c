import RxBlocking
import RxSwift
import RxTest
import XCTest

/// `import RxSwift` names Core's types, qualified names included: apps and libraries write
/// `RxSwift.Observable` where Apple's Observation framework also has an `Observable`.
final class RxSwiftTests: XCTestCase {
    func testTheQualifiedNamesAreCoresTypes() {
        let numbers: RxSwift.Observable<Int> = RxSwift.Observable.of(1, 2, 3)
        let subject = RxSwift.PublishSubject<Int>()
        let bag = RxSwift.DisposeBag()
        let seen = LockedBox<[Int]>([])
        numbers.concat(subject.asObservable()).subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        subject.onNext(4)
        XCTAssertEqual(seen.value, [1, 2, 3, 4])
    }

    func testAnExtensionOnTheQualifiedTypeReachesEveryObservable() {
        XCTAssertEqual(try Observable.of(1, 2, 3).doubledEach().toArray().toBlockingSingle(), [2, 4, 6])
    }

    /// What a team's code relies on without a compile error to warn it: RxSwift's trampoline.
    func testSourcesSubscribedTogetherEmitInTurnsAsOnRxSwift() {
        let seen = LockedBox<[Int]>([])
        _ = Observable.merge(.of(1, 2), .of(3, 4)).subscribe(onNext: { seen.append($0) })
        XCTAssertEqual(seen.value, [1, 3, 2, 4])
    }
}

extension RxSwift.Observable where Element == Int {
    /// An operator a library declares on the qualified name.
    func doubledEach() -> RxSwift.Observable<Int> { map { $0 * 2 } }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// The single's one element, waited for as a test does.
    func toBlockingSingle() throws -> Element { try asObservable().toBlocking().single() }
}
