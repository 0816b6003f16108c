import Core
import CoreTesting
import XCTest

final class ObjectScopeTests: XCTestCase {
    func testACustomScopeKeepsInstancesUntilReset() {
        let container = Container()
        var made = 0
        container.register(UserSession.self) { _ in
            made += 1
            return UserSession(user: "user\(made)")
        }.inObjectScope(.session)
        container.register(Cat.self) { _ in Cat(name: "kept") }.inObjectScope(.container)
        let first = container.resolve(UserSession.self)
        XCTAssertTrue(first === container.resolve(UserSession.self))
        let cat = container.resolve(Cat.self)

        container.resetObjectScope(.session)
        let afterLogout = container.resolve(UserSession.self)
        XCTAssertEqual(afterLogout?.user, "user2")
        XCTAssertFalse(afterLogout === first)
        XCTAssertTrue(cat === container.resolve(Cat.self), "resetting one scope leaves the others alone")
    }

    func testResetObjectScopeReachesTheParentsAndFreesInstances() {
        let parent = Container()
        parent.register(UserSession.self) { _ in UserSession(user: "app") }.inObjectScope(.container)
        let child = parent.makeChild()
        weak let session = child.resolve(UserSession.self)
        XCTAssertNotNil(session)
        child.resetObjectScope(.container)
        XCTAssertNil(session, "the kept singleton is released")
        XCTAssertNotNil(child.resolve(UserSession.self))
    }

    func testResetObjectScopeForOneServiceTypeLeavesTheOthersKept() {
        let parent = Container()
        parent.register(UserSession.self) { _ in UserSession(user: "app") }.inObjectScope(.container)
        let child = parent.makeChild()
        child.register(Cat.self) { _ in Cat(name: "kept") }.inObjectScope(.container)
        let session = child.resolve(UserSession.self)
        let cat = child.resolve(Cat.self)
        child.resetObjectScope(.container, serviceType: UserSession.self)
        XCTAssertFalse(session === child.resolve(UserSession.self), "the parent's UserSession is rebuilt")
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
