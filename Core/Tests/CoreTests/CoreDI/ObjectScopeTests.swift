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

final class ObjectScopeTests: XCTestCase {
    func testACustomScopeKeepsInstancesUntilReset() {
        let container = Container()
        var made = 0
        container.register(Session.self) { _ in
            made += 1
            return Session(user: "user\(made)")
        }.inObjectScope(.session)
        container.register(Cat.self) { _ in Cat(name: "kept") }.inObjectScope(.container)
        let first = container.resolve(Session.self)
        XCTAssertTrue(first === container.resolve(Session.self))
        let cat = container.resolve(Cat.self)

        container.resetObjectScope(.session)
        let afterLogout = container.resolve(Session.self)
        XCTAssertEqual(afterLogout?.user, "user2")
        XCTAssertFalse(afterLogout === first)
        XCTAssertTrue(cat === container.resolve(Cat.self), "resetting one scope leaves the others alone")
    }

    func testResetObjectScopeReachesTheParentsAndFreesInstances() {
        let parent = Container()
        parent.register(Session.self) { _ in Session(user: "app") }.inObjectScope(.container)
        let child = parent.makeChild()
        weak let session = child.resolve(Session.self)
        XCTAssertNotNil(session)
        child.resetObjectScope(.container)
        XCTAssertNil(session, "the kept singleton is released")
        XCTAssertNotNil(child.resolve(Session.self))
    }

    func testResetObjectScopeForOneServiceTypeLeavesTheOthersKept() {
        let parent = Container()
        parent.register(Session.self) { _ in Session(user: "app") }.inObjectScope(.container)
        let child = parent.makeChild()
        child.register(Cat.self) { _ in Cat(name: "kept") }.inObjectScope(.container)
        let session = child.resolve(Session.self)
        let cat = child.resolve(Cat.self)
        child.resetObjectScope(.container, serviceType: Session.self)
        XCTAssertFalse(session === child.resolve(Session.self), "the parent's Session is rebuilt")
        XCTAssertTrue(cat === child.resolve(Cat.self), "the Cat stays")
        let graphCat = child.resolve(Cat.self)
        child.resetObjectScope(.graph, serviceType: Cat.self)
        XCTAssertTrue(graphCat === child.resolve(Cat.self), "another scope's instances are not touched")
    }

    func testWeakAndTransientStoragesInACustomScope() {
        let weakScope = ObjectScope(storageFactory: WeakStorage.init, description: "weak-ish")
        let transientScope = ObjectScope(storageFactory: TransientStorage.init)
        let container = Container()
        container.register(Cat.self, name: "weak") { _ in Cat(name: "w") }.inObjectScope(weakScope)
        container.register(Cat.self, name: "transient") { _ in Cat(name: "t") }.inObjectScope(transientScope)
        var held = container.resolve(Cat.self, name: "weak")
        XCTAssertTrue(held === container.resolve(Cat.self, name: "weak"))
        weak let old = held
        held = nil
        XCTAssertNil(old)
        XCTAssertFalse(
            container.resolve(Cat.self, name: "transient") === container.resolve(Cat.self, name: "transient"))
        XCTAssertEqual(weakScope.description, "weak-ish")
        XCTAssertTrue(
            container.register(Cat.self) { _ in Cat(name: "") }.inObjectScope(weakScope).objectScope === weakScope)
    }
}
