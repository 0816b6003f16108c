import Core
import CoreTesting
import XCTest

final class ContainerDescriptionTests: XCTestCase {
    func testDescriptionListsRegistrationsInSwinjectsFormat() {
        let container = Container()
        XCTAssertEqual(container.description, "[\n]")
        container.register(Animal.self, name: "tom") { _ in Cat(name: "tom") }
        container.register(Animal.self) { (_, name: String, _: Bool) in Cat(name: name) }
            .inObjectScope(.container)
            .initCompleted { _, _ in }
        container.register(UserSession.self) { (_, user: String) in UserSession(user: user) }
        XCTAssertEqual(
            container.description,
            """
            [
                { Service: Animal, Factory: (Resolver, String, Bool) -> Animal, ObjectScope: container, \
            InitCompleted: Specified 1 closures },
                { Service: Animal, Name: "tom", Factory: Resolver -> Animal, ObjectScope: graph },
                { Service: UserSession, Factory: (Resolver, String) -> UserSession, ObjectScope: graph }
            ]
            """)
        XCTAssertEqual(container.makeChild().description, "[\n]", "a child lists its own registrations only")
    }
}
