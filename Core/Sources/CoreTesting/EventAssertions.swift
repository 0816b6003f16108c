import Core
import XCTest

/// RxTest's assertion for what a `Single` reported: `SingleEvent` is a `Result` whose failure
/// is any error, so it cannot be `Equatable`; errors compare by type and description, as
/// `Event`'s do. (`MaybeEvent`, `CompletableEvent` and `Event` are `Equatable`, so the
/// standard `XCTAssertEqual` compares arrays of them.)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let asEvents = { (events: [SingleEvent<Element>]) -> [Event<Element>] in
        events.map { result in
            switch result {
            case .success(let element): return .next(element)
            case .failure(let error): return .error(error)
            }
        }
    }
    XCTAssertEqual(asEvents(lhs), asEvents(rhs), message(), file: file, line: line)
}

/// RxTest's check of the elements an observer recorded, whatever their times. It fails when a
/// completion or an error was recorded too, since only elements were expected.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("a stop event was recorded where only elements were expected: \(stop)", file: file, line: line)
        return
    }
    XCTAssertEqual(stream.compactMap(\.value.element), elements, file: file, line: line)
}
