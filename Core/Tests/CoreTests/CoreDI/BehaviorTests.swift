import Core
import CoreTesting
import XCTest

final class BehaviorTests: XCTestCase {
    func testBehaviorsHearOfEveryLaterRegistrationAndForwardedType() {
        final class Log: Behavior {
            var entries: [String] = []
            func container<Type, Service>(
                _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
                withName name: String?
            ) {
                entries.append("\(type) -> \(Service.self) \(name ?? "-") \(entry.objectScope)")
            }
        }
        let early = Log()
        let late = Log()
        let container = Container(behaviors: [early])
        container.register(Cat.self, name: "tom") { _ in Cat(name: "tom") }.inObjectScope(.container)
        container.addBehavior(late)
        container.register(Cat.self) { _ in Cat(name: "any") }.implements(Animal.self)
        XCTAssertEqual(
            early.entries,
            ["Cat -> Cat tom graph", "Cat -> Cat - graph", "Animal -> Cat - graph"])
        XCTAssertEqual(late.entries, ["Cat -> Cat - graph", "Animal -> Cat - graph"], "only registrations after it")
    }
}
