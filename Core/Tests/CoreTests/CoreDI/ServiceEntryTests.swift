import Core
import CoreTesting
import XCTest

final class ServiceEntryTests: XCTestCase {
    func testImplementsForwardsTypesToOneEntryAndItsScope() {
        let container = Container()
        container.register(Cat.self) { _ in Cat(name: "Mimi") }
            .inObjectScope(.container)
            .implements(Animal.self, Pet.self)
        let cat = container.resolve(Cat.self)
        let animal = container.resolve(Animal.self)
        let pet = container.resolve(Pet.self)
        XCTAssertEqual(animal?.name, "Mimi")
        XCTAssertTrue(cat === animal)
        XCTAssertTrue(pet === cat)
    }

    func testForwardWithNamesArgumentsAndGraphScope() {
        let container = Container()
        let entry = container.register(Cat.self) { (_, name: String) in Cat(name: name) }
        container.forward(Animal.self, name: "named", to: entry)
        XCTAssertEqual(container.resolve(Animal.self, name: "named", argument: "Tom")?.name, "Tom")
        XCTAssertNil(container.resolve(Animal.self, argument: "Tom"), "the forward was registered under a name")

        final class Owner {
            let animal: Animal
            let cat: Cat
            init(animal: Animal, cat: Cat) {
                self.animal = animal
                self.cat = cat
            }
        }
        let graph = Container()
        graph.register(Cat.self) { _ in Cat(name: "G") }.implements(Animal.self)
        graph.register(Owner.self) { r in Owner(animal: try r.require(Animal.self), cat: try r.require(Cat.self)) }
        let owner = graph.resolve(Owner.self)
        XCTAssertTrue(owner?.animal === owner?.cat, "one graph builds the entry once, whichever type asked")
    }

    func testAKeyResolvesWhicheverRegistrationCameLastPlainOrForwarded() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "plain") }
        container.register(Cat.self) { _ in Cat(name: "forwarded") }.implements(Animal.self)
        XCTAssertEqual(container.resolve(Animal.self)?.name, "forwarded", "a forward replaces a plain registration")
        container.register(Animal.self) { _ in Cat(name: "plain again") }
        XCTAssertEqual(container.resolve(Animal.self)?.name, "plain again", "and a plain one replaces a forward")
        XCTAssertEqual(container.registrations.filter { $0.type == "Animal" }.count, 1, "one registration per key")

        let child = Container(parent: container)
        child.register(Cat.self) { _ in Cat(name: "child") }.implements(Animal.self)
        XCTAssertEqual(child.resolve(Animal.self)?.name, "child", "a child's forward overrides its parent's key")
        XCTAssertEqual(container.resolve(Animal.self)?.name, "plain again")
    }

    func testAForwardToAnIncompatibleTypeIsAnError() {
        let container = Container()
        let entry = container.register(UserSession.self) { _ in UserSession(user: "u") }
        container.forward(Animal.self, to: entry)
        XCTAssertNil(container.resolve(Animal.self))
        XCTAssertThrowsError(try container.require(Animal.self)) { error in
            XCTAssertTrue("\(error)".contains("not a Animal"), "\(error)")
        }
    }
}
