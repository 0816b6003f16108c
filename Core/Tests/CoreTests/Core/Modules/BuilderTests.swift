import Core
import CoreTesting
import XCTest

@MainActor
final class BuilderTests: LeakCheckedTestCase {
    func testABuilderAssemblesTheModuleFromItsProvider() async {
        let module = GreetingBuilder(dependency: GreetingParent()).build()
        let result = LockedBox<String?>(nil)
        _ = module.coordinator.start().subscribe(onNext: { result.set($0) })
        XCTAssertEqual(result.value, "hello, Ana")
    }
}
