import Core
import CoreTesting
import XCTest

/// A service protocol of Swift 6 code, `Sendable` since chains call it from any thread.
private protocol Search: Sendable {
    func search(_ query: String) -> Single<[String]>
}

/// A double as a team writes one: its calls in a `CallRecorder`, its scripted answers in a
/// `LockedBox`, so it is `Sendable` as the compiler checks it, with no `@unchecked`.
private final class FakeSearch: Search {
    let searches = CallRecorder<String>()
    let answers = LockedBox<[String: [String]]>([:])

    func search(_ query: String) -> Single<[String]> {
        searches.record(query)
        return .just(answers.value[query] ?? [])
    }
}

final class CallRecorderTests: XCTestCase {
    func testADoubleRecordsItsCallsInOrder() throws {
        let search = FakeSearch()
        search.answers.set(["ca": ["Canal"]])
        let results = try Observable.of("c", "ca").flatMap { search.search($0) }.toBlocking(timeout: 5).toArray()
        XCTAssertEqual(results, [[], ["Canal"]])
        XCTAssertEqual(search.searches.calls, ["c", "ca"])
        XCTAssertEqual(search.searches.count, 2)
    }

    /// Calls from many threads at once are all kept (under the thread sanitizer in CI).
    func testCallsFromManyThreadsAreAllRecorded() {
        let recorder = CallRecorder<Int>()
        XCTAssertTrue(onThreads(8) { thread in for call in 0..<125 { recorder.record(thread * 125 + call) } })
        XCTAssertEqual(recorder.calls.sorted(), Array(0..<1_000))
    }
}
