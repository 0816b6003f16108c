import Core
import CoreTesting
import Foundation
import XCTest

final class TimersTests: LeakCheckedTestCase {
    func testTimerAndIntervalOnVirtualTime() {
        let scheduler = TestScheduler()
        let timer = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(timer.events, [.next(250, 0), .completed(250)])

        let ticks = TestScheduler()
        let interval = ticks.start(disposed: 450) { Observable<Int>.interval(.seconds(100), scheduler: ticks) }
        XCTAssertEqual(interval.events, [.next(300, 0), .next(400, 1)])
    }

    func testTimersOfAnyIntegerType() {
        let scheduler = TestScheduler()
        let interval = scheduler.start(disposed: 450) {
            Observable<Int64>.interval(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(interval.events, [.next(300, 0), .next(400, 1)])

        let timerScheduler = TestScheduler()
        let timer = timerScheduler.start { Observable<UInt8>.timer(.seconds(50), scheduler: timerScheduler) }
        XCTAssertEqual(timer.events, [.next(250, 0), .completed(250)])

        let periodicScheduler = TestScheduler()
        let periodic = periodicScheduler.start(disposed: 400) {
            Observable<Int32>.timer(.seconds(50), period: .seconds(100), scheduler: periodicScheduler)
        }
        XCTAssertEqual(periodic.events, [.next(250, 0), .next(350, 1)])
    }
}
