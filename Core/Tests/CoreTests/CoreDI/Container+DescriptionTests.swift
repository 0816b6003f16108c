import Core
import CoreTesting
import XCTest

private protocol Animal: AnyObject { var name: String { get } }

private protocol Pet: AnyObject {}

private final class Cat: Animal, Pet {
    let name: String
    init(name: String) { self.name = name }
}

private final class Session {
    let user: String
    init(user: String) { self.user = user }
}

extension ObjectScope {
    /// A scope for the tests: instances live until the session is reset.
    fileprivate static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
}

final class ContainerDescriptionTests: XCTestCase {
    func testDescriptionListsRegistrationsInSwinjectsFormat() {
        let container = Container()
        XCTAssertEqual(container.description, "[\n]")
        container.register(Animal.self, name: "tom") { _ in Cat(name: "tom") }
        container.register(Animal.self) { (_, name: String, _: Bool) in Cat(name: name) }
            .inObjectScope(.container)
            .initCompleted { _, _ in }
        container.register(Session.self) { (_, user: String) in Session(user: user) }
        XCTAssertEqual(
            container.description,
            """
            [
                { Service: Animal, Factory: (Resolver, String, Bool) -> Animal, ObjectScope: container, \
            InitCompleted: Specified 1 closures },
                { Service: Animal, Name: "tom", Factory: Resolver -> Animal, ObjectScope: graph },
                { Service: Session, Factory: (Resolver, String) -> Session, ObjectScope: graph }
            ]
            """)
        XCTAssertEqual(container.makeChild().description, "[\n]", "a child lists its own registrations only")
    }
}
