import Core
import XCTest

@testable import TerminalApp

@MainActor
final class DebugReportTests: XCTestCase {
    private final class Home: BaseCoordinator<Void> {}
    private final class Child: BaseCoordinator<Void> {
        override func start() -> MainActorObservable<Void> { .never() }
    }

    func testTheReportShowsTheRunningFlowsAndWhatEachRegistrationBuilds() async {
        let home = Home()
        let subscription = home.coordinate(to: Child()).subscribe(onError: { XCTFail("\($0)") })
        defer { subscription.dispose() }
        let container = Container()
        container.register(String.self) { _ in "name" }
        container.register(Int.self) { resolver in (resolver.resolve(String.self) ?? "").count }
        let lines = DebugReport.lines(root: home, container: container)
        XCTAssertEqual(lines.first, "── debug (d or `debug` hides it) ──")
        let coordinators = lines.firstIndex(of: "Coordinators:").map { Array(lines[($0 + 1)...($0 + 2)]) }
        XCTAssertEqual(coordinators, ["  Home", "    Child"])
        XCTAssertTrue(lines.contains("  app: 2 registrations"), "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("    Int") }, "\(lines)")
        XCTAssertTrue(
            lines.contains { $0.contains("String") && $0.hasPrefix("    ") && $0 != "    String" }, "\(lines)")
        XCTAssertEqual(
            DebugReport.lines(root: nil, container: Container()).filter { $0.contains("(not started)") }.count, 2)
    }
}
