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
