import Core
import XCTest

private protocol Creature {}
private struct Dog: Creature { let name: String }

/// Resolving `Optional<T>` resolves `T`, as Swinject does.
@MainActor
final class OptionalResolutionTests: XCTestCase {
    func testAnOptionalTypeResolvesItsWrappedRegistration() async {
        let container = Container()
        container.register(Dog.self) { _ in Dog(name: "Rex") }
        let resolved: Dog?? = container.resolve(Dog?.self)
        XCTAssertEqual(resolved??.name, "Rex")
        XCTAssertEqual((try? container.require(Dog?.self))??.name, "Rex")
    }

    func testNamesAndArgumentsCarryOverToTheWrappedType() async {
        let container = Container()
        container.register(Dog.self, name: "pet") { _ in Dog(name: "Pet") }
        container.register(Dog.self) { (_, name: String) in Dog(name: name) }
        XCTAssertEqual(container.resolve(Dog?.self, name: "pet")??.name, "Pet")
        XCTAssertEqual(container.resolve(Dog?.self, argument: "Ada")??.name, "Ada")
        guard case .some(.none) = container.resolve(Dog?.self, name: "missing") else {
            return XCTFail("a wrong name resolves to .some(nil), as in Swinject")
        }
    }

    func testAnExplicitOptionalRegistrationWins() async {
        let container = Container()
        container.register(Dog.self) { _ in Dog(name: "plain") }
        container.register(Dog?.self) { _ in Dog(name: "optional") }
        XCTAssertEqual(container.resolve(Dog?.self)??.name, "optional")
    }

    /// Swinject's answer for an Optional service whose wrapped type nobody registered: the
    /// optional exists and is empty, so `resolve(Dog?.self) ?? nil` reads as "no dog".
    func testAnUnregisteredWrappedTypeResolvesToSomeNil() async throws {
        let container = Container()
        guard case .some(.none) = container.resolve(Dog?.self) else { return XCTFail("expected .some(nil)") }
        let required: Dog? = try container.require(Dog?.self)
        XCTAssertNil(required)
        container.register(Dog.self, name: "pet") { _ in Dog(name: "Pet") }
        guard case .some(.none) = container.resolve(Dog?.self) else { return XCTFail("unnamed is still missing") }
    }

    func testTheWrappedTypeIsFoundInAParentAndKeepsItsScope() async {
        final class Counter {}
        let parent = Container()
        parent.register(Counter.self) { _ in Counter() }.inObjectScope(.container)
        let child = parent.makeChild()
        let first = child.resolve(Counter?.self) ?? nil
        let second = parent.resolve(Counter.self)
        XCTAssertNotNil(first)
        XCTAssertTrue(first === second)
    }
}
