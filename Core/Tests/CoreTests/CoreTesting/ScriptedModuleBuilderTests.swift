import Core
import CoreTesting
import XCTest

@MainActor
final class ScriptedModuleBuilderTests: LeakCheckedTestCase {
    private final class Root: Presentable {}

    /// Every input is kept, failures are used first one first, and the last coordinator is
    /// held weakly, so a test sees it go with its flow.
    func testItRecordsInputsFailsInTheGivenOrderAndLetsTheLastFlowGo() async {
        let builder = ScriptedModuleBuilder<String>()
        builder.failures = [TestError("first"), TestError("second")]
        var built = [String]()
        builder.onBuild = { built.append($0) }
        let navigation = RecordingNavigationController()
        var failures = [String]()
        let bag = DisposeBag()
        for input in ["a", "b", "c"] {
            let module = builder.buildModule(with: navigation, input: input)
            module.coordinator.start().subscribe(onError: { failures.append("\($0)") }).disposed(by: bag)
        }
        XCTAssertEqual(builder.inputs, ["a", "b", "c"])
        XCTAssertEqual(built, ["a", "b", "c"])
        XCTAssertEqual(failures, ["\(TestError("first"))", "\(TestError("second"))"])
        XCTAssertTrue(builder.failures.isEmpty)
        XCTAssertNil(builder.lastCoordinator, "nothing holds the third flow")

        let module = builder.buildModule(with: navigation, input: "d")
        XCTAssertTrue(builder.lastCoordinator === module.coordinator)
        XCTAssertTrue(navigation.actions.isEmpty, "a scripted flow shows nothing")
    }
}
