import Core
import CoreTesting
import XCTest

private final class Session {
    let token: String
    init(token: String) { self.token = token }
}

private final class Leaf {}

private final class Root {
    let leaf: Leaf
    init(leaf: Leaf) { self.leaf = leaf }
}

/// Something a factory captures, so a test can see when the registration holding it goes.
private final class Captured {}

/// The ways a factory can make its container let go of the registration it runs from: the
/// resolve still finishes with that registration, and the next one uses what replaced it. Run
/// under the address sanitizer, they also show that nothing is read after it is freed.
final class RegistrationsLetGoMidResolveTests: XCTestCase {
    func testAFactoryThatRegistersItsOwnKeyAgainFinishesWithTheRegistrationItRan() {
        let container = Container()
        var captured: Captured? = Captured()
        let watched = WeakReference(captured)
        container.register(Session.self) { [weak container, captured] _ in
            withExtendedLifetime(captured) {}
            container?.register(Session.self) { _ in Session(token: "new") }.inObjectScope(.container)
            return Session(token: "old")
        }
        .inObjectScope(.container)
        .initCompleted { _, session in XCTAssertEqual(session.token, "old", "the handlers of the one that ran") }
        captured = nil

        let first = container.resolve(Session.self)
        XCTAssertEqual(first?.token, "old", "the resolve that ran the old factory returns its instance")
        XCTAssertNil(watched.object, "the registration let go is freed once its resolve returns")
        XCTAssertEqual(container.resolve(Session.self)?.token, "new")
        XCTAssertTrue(container.resolve(Session.self) === container.resolve(Session.self))
    }

    func testRemoveAllFromAFactoryLeavesTheRunningResolveWhole() {
        let container = Container()
        container.register(Leaf.self) { _ in Leaf() }
        container.register(Root.self) { [weak container] r in
            let leaf = try r.require(Leaf.self)
            container?.removeAll()
            return Root(leaf: leaf)
        }
        .inObjectScope(.container)

        XCTAssertNotNil(container.resolve(Root.self), "the root's factory finished after removeAll")
        XCTAssertNil(container.resolve(Root.self), "and nothing is registered after it")
        XCTAssertNil(container.resolve(Leaf.self))
    }

    func testAParentRegistrationReplacedWhileAChildResolvesItFinishesTheSame() {
        let app = Container()
        app.register(Session.self) { [unowned app] _ in
            app.register(Session.self) { _ in Session(token: "new") }
            return Session(token: "old")
        }
        let flow = Container(parent: app)
        XCTAssertEqual(flow.resolve(Session.self)?.token, "old", "found in the parent, and finished there")
        XCTAssertEqual(flow.resolve(Session.self)?.token, "new")
    }
}
