import Core
import CoreTesting
import Dispatch
import XCTest

private protocol VenueRepository: AnyObject {}
private final class RemoteVenueRepository: VenueRepository {}
private final class VenueDetailsViewModel {
    let repository: VenueRepository
    init(repository: VenueRepository) { self.repository = repository }
}
private final class VenueDetailsCoordinator {
    let viewModel: VenueDetailsViewModel
    init(viewModel: VenueDetailsViewModel) { self.viewModel = viewModel }
}
private struct Formatter { let locale: String }
private final class Session {
    let token: String
    init(token: String) { self.token = token }
}

final class ContainerTests: XCTestCase {
    func testTransientScopeMakesNewInstances() {
        let container = Container()
        container.register(RemoteVenueRepository.self) { _ in RemoteVenueRepository() }.inObjectScope(.transient)
        XCTAssertFalse(container.resolve(RemoteVenueRepository.self) === container.resolve(RemoteVenueRepository.self))
    }

    func testGraphScopeSharesWithinOneResolveOnly() {
        let container = Container()
        container.register(VenueRepository.self) { _ in RemoteVenueRepository() }
        container.register(VenueDetailsViewModel.self) { r in
            try VenueDetailsViewModel(repository: r.require(VenueRepository.self))
        }
        container.register((VenueDetailsViewModel, VenueRepository).self) { r in
            (try r.require(VenueDetailsViewModel.self), try r.require(VenueRepository.self))
        }
        let pair = container.resolve((VenueDetailsViewModel, VenueRepository).self)
        XCTAssertTrue(pair?.0.repository === pair?.1, "graph scope shares within a resolution")
        XCTAssertFalse(container.resolve(VenueRepository.self) === container.resolve(VenueRepository.self))
    }

    func testContainerScopeIsASingletonForTheContainerAndChildren() {
        let parent = Container()
        parent.register(VenueRepository.self) { _ in RemoteVenueRepository() }.inObjectScope(.container)
        let child = parent.makeChild()
        let fromParent = parent.resolve(VenueRepository.self)
        XCTAssertNotNil(fromParent)
        XCTAssertTrue(fromParent === parent.resolve(VenueRepository.self))
        XCTAssertTrue(fromParent === child.resolve(VenueRepository.self))
    }

    func testWeakScopeSharesWhileAlive() {
        let container = Container()
        container.register(Session.self) { _ in Session(token: "t") }.inObjectScope(.weak)
        var held = container.resolve(Session.self)
        let watched = WeakReference(held)
        XCTAssertTrue(held === container.resolve(Session.self))
        held = nil
        XCTAssertNil(watched.object, "the container must not keep a weak-scoped instance alive")
        XCTAssertNotNil(container.resolve(Session.self))
    }

    func testChildSeesParentButNotTheOtherWay() {
        let parent = Container()
        parent.register(Formatter.self) { _ in Formatter(locale: "en") }
        let child = Container(parent: parent)
        child.register(Session.self) { _ in Session(token: "user") }
        XCTAssertEqual(child.resolve(Formatter.self)?.locale, "en")
        XCTAssertNil(parent.resolve(Session.self))
        child.register(Formatter.self) { _ in Formatter(locale: "fr") }
        XCTAssertEqual(child.resolve(Formatter.self)?.locale, "fr", "a child registration overrides the parent's")
        XCTAssertEqual(parent.resolve(Formatter.self)?.locale, "en")
    }

    func testNamesAndArguments() {
        let container = Container()
        container.register(Formatter.self, name: "fr") { _ in Formatter(locale: "fr") }
        container.register(Formatter.self) { (_: Resolver, locale: String) in Formatter(locale: locale) }
        container.register(Formatter.self) { (_: Resolver, a: String, b: Int) in Formatter(locale: "\(a)\(b)") }
        container.register(Formatter.self) { (_: Resolver, a: String, b: Int, c: Bool) in
            Formatter(locale: "\(a)\(b)\(c)")
        }
        XCTAssertEqual(container.resolve(Formatter.self, name: "fr")?.locale, "fr")
        XCTAssertEqual(container.resolve(Formatter.self, argument: "de")?.locale, "de")
        XCTAssertEqual(container.resolve(Formatter.self, arguments: "x", 1)?.locale, "x1")
        XCTAssertEqual(container.resolve(Formatter.self, arguments: "y", 2, true)?.locale, "y2true")
        XCTAssertNil(container.resolve(Formatter.self))
        XCTAssertNil(container.resolve(Formatter.self, argument: 3))
    }

    func testMissingRegistrationErrorNamesTypePathAndAlternatives() {
        let container = Container()
        container.register(VenueDetailsCoordinator.self) { r in
            try VenueDetailsCoordinator(viewModel: r.require(VenueDetailsViewModel.self))
        }
        container.register(VenueDetailsViewModel.self) { r in
            try VenueDetailsViewModel(repository: r.require(VenueRepository.self))
        }
        container.register(VenueRepository.self, name: "cache") { _ in RemoteVenueRepository() }
        do {
            _ = try container.require(VenueDetailsCoordinator.self)
            XCTFail("expected a resolution error")
        } catch {
            XCTAssertEqual(error.path, ["VenueDetailsCoordinator", "VenueDetailsViewModel", "VenueRepository"])
            let message = error.description
            XCTAssertTrue(message.contains("No registration for VenueRepository"), message)
            XCTAssertTrue(
                message.contains("VenueDetailsCoordinator → VenueDetailsViewModel → VenueRepository"), message)
            XCTAssertTrue(message.contains("VenueRepository (name: \"cache\")"), message)
        }
    }

    func testNothingRegisteredMessageSaysHowToFixIt() {
        do {
            _ = try Container().require(Session.self, name: "current")
            XCTFail("expected a resolution error")
        } catch {
            XCTAssertEqual(error.name, "current")
            XCTAssertTrue(error.description.contains("Nothing is registered for Session"), error.description)
        }
    }

    func testCycleIsReportedWithItsPath() {
        final class A { init(_ b: Any) {} }
        final class B { init(_ a: A) {} }
        let container = Container()
        container.register(A.self) { r in A(try r.require(B.self)) }
        container.register(B.self) { r in B(try r.require(A.self)) }
        do {
            _ = try container.require(A.self)
            XCTFail("expected a cycle error")
        } catch {
            guard case .cycle = error.kind else { return XCTFail("expected .cycle, got \(error.kind)") }
            XCTAssertEqual(error.path, ["A", "B", "A"])
            XCTAssertTrue(error.description.contains("Dependency cycle: A → B → A"), error.description)
        }
        XCTAssertNil(container.resolve(A.self))
    }

    func testInitCompletedAllowsPropertyInjectionCycles() {
        final class Parent { var child: Child? }
        final class Child {
            weak var parent: Parent?
            init(parent: Parent) { self.parent = parent }
        }
        let container = Container()
        container.register(Parent.self) { _ in Parent() }.initCompleted { r, parent in
            parent.child = r.resolve(Child.self)
        }
        container.register(Child.self) { r in Child(parent: try r.require(Parent.self)) }
        let parent = container.resolve(Parent.self)
        XCTAssertNotNil(parent?.child)
        XCTAssertTrue(parent?.child?.parent === parent)
    }

    func testFactoryErrorsAreWrapped() {
        let container = Container()
        container.register(Session.self) { _ in throw TestError("no token") }
        do {
            _ = try container.require(Session.self)
            XCTFail("expected an error")
        } catch {
            guard case .factoryFailed(let underlying) = error.kind else { return XCTFail("\(error.kind)") }
            XCTAssertEqual(underlying as? TestError, TestError("no token"))
            XCTAssertTrue(error.description.contains("no token"))
        }
    }

    func testAssemblerAppliesAssembliesAndSessionChild() {
        struct CoreAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Formatter.self) { _ in Formatter(locale: "en") }.inObjectScope(.container)
            }
        }
        struct SessionAssembly: Assembly {
            let token: String
            func assemble(container: Container) {
                container.register(Session.self) { _ in Session(token: token) }.inObjectScope(.container)
            }
        }
        let app = Assembler([CoreAssembly()])
        let session = Assembler([SessionAssembly(token: "abc")], parent: app)
        XCTAssertEqual(session.resolver.resolve(Session.self)?.token, "abc")
        XCTAssertEqual(session.resolver.resolve(Formatter.self)?.locale, "en")
        XCTAssertNil(app.resolver.resolve(Session.self))
    }

    func testRegistrationsDescribeAContainerAndItsChildrenTheirOwn() {
        let app = Container()
        app.register(VenueRepository.self) { _ in RemoteVenueRepository() }.inObjectScope(.container)
        app.register(Formatter.self, name: "short") { (_, locale: String) in Formatter(locale: locale) }
        app.register(Session.self) { _ in Session(token: "t") }.inObjectScope(.weak)
        XCTAssertEqual(
            app.registrations.map(\.description),
            [
                "Formatter (name: \"short\", arguments: String) · graph", "Session · weak",
                "VenueRepository · container",
            ])
        var session: Container? = app.makeChild()
        session?.register(Session.self) { _ in Session(token: "s") }.inObjectScope(.transient)
        let flow = Container(parent: session)
        XCTAssertTrue(flow.parent === session)
        XCTAssertEqual(session?.registrations.map(\.description), ["Session · transient"], "only its own")
        session = nil
        XCTAssertEqual(
            flow.parent?.registrations.map(\.description), ["Session · transient"], "a child keeps its parent")
    }

    func testAnEntryKeepsItsContainerWhileItIsHeld() {
        var container: Container? = Container()
        let watched = WeakReference(container)
        var entry = container?.register(Session.self) { _ in Session(token: "t") }
        container = nil
        XCTAssertNotNil(watched.object, "the entry returned by register holds its container")
        XCTAssertEqual(entry?.inObjectScope(.container).objectScope.description, "container")
        entry?.implements(AnyObject.self)
        XCTAssertTrue(watched.object?.resolve(AnyObject.self) is Session)
        entry = nil
        XCTAssertNil(watched.object, "the registration itself does not")
    }

    func testAnEntryLetGoByItsRegistryNoLongerActsOnItsContainer() {
        let container = Container()
        let replaced = container.register(Session.self) { _ in Session(token: "old") }
        container.register(Session.self) { _ in Session(token: "new") }
        replaced.implements(AnyObject.self)
        XCTAssertFalse(container.hasRegistration(for: AnyObject.self), "a replaced entry registers nothing more")

        let forwarded = container.register(Formatter.self) { _ in Formatter(locale: "en") }.implements(Any.self)
        container.register(Formatter.self) { _ in Formatter(locale: "fr") }
        forwarded.implements(CustomStringConvertible.self)
        XCTAssertTrue(
            container.hasRegistration(for: CustomStringConvertible.self),
            "an entry another key still forwards to stays its container's")
        XCTAssertEqual((container.resolve(Any.self) as? Formatter)?.locale, "en")

        let kept = container.register(Int.self) { _ in 1 }
        container.removeAll()
        kept.implements(Double.self)
        XCTAssertFalse(container.hasRegistration(for: Double.self), "nor does one removeAll let go")
    }

    func testAChildKeepsItsParentAndTheParentNotTheChild() {
        var app: Container? = Container()
        let watchedApp = WeakReference(app)
        var flow: Container? = Container(parent: app)
        let watchedFlow = WeakReference(flow)
        XCTAssertNil(app?.parent)
        XCTAssertTrue(flow?.parent === app)
        app = nil
        XCTAssertNotNil(watchedApp.object, "a child keeps its parent")
        flow = nil
        XCTAssertNil(watchedFlow.object, "the parent does not keep its child")
        XCTAssertNil(watchedApp.object, "and the parent goes with its last child")
    }

    func testAContainerGoingLeavesTheEntriesOthersForwardToWithTheirOwnContainer() {
        let app = Container()
        let entry = app.register(Session.self) { _ in Session(token: "app") }.inObjectScope(.container)
        var flow: Container? = Container(parent: app)
        flow?.forward(AnyObject.self, to: entry)
        XCTAssertTrue(flow?.resolve(AnyObject.self) === app.resolve(Session.self))
        flow = nil
        entry.implements(CustomStringConvertible.self)
        XCTAssertTrue(app.hasRegistration(for: CustomStringConvertible.self), "still the app's entry")
    }

    func testRemoveAllForgetsRegistrationsAndReleasesSingletons() {
        let container = Container()
        container.register(Formatter.self) { _ in Formatter(locale: "en") }
        container.register(Session.self) { _ in Session(token: "old") }.inObjectScope(.container)
        let session = WeakReference(container.resolve(Session.self))
        XCTAssertNotNil(session.object, "the container keeps its singleton")
        XCTAssertTrue(container.hasRegistration(for: Formatter.self))
        container.removeAll()
        XCTAssertFalse(container.hasRegistration(for: Formatter.self))
        XCTAssertNil(container.resolve(Session.self))
        XCTAssertNil(session.object, "removeAll releases the singletons it kept")
        container.register(Formatter.self) { _ in Formatter(locale: "fr") }
        XCTAssertEqual(container.resolve(Formatter.self)?.locale, "fr", "the container is usable after removeAll")
    }

    func testRegisteringAgainReplacesAndReleasesTheOldSingleton() {
        let container = Container()
        container.register(Session.self) { _ in Session(token: "old") }.inObjectScope(.container)
        let old = WeakReference(container.resolve(Session.self))
        container.register(Session.self) { _ in Session(token: "new") }.inObjectScope(.container)
        XCTAssertEqual(container.resolve(Session.self)?.token, "new")
        XCTAssertNil(old.object, "replacing a registration releases the instance it kept")
    }

    func testANewScopeLetsGoOfTheInstanceTheOldOneKept() {
        let container = Container()
        let entry = container.register(Session.self) { _ in Session(token: "t") }.inObjectScope(.container)
        let kept = WeakReference(container.resolve(Session.self))
        XCTAssertNotNil(kept.object, "the entry keeps its singleton")
        entry.inObjectScope(.transient)
        XCTAssertNil(kept.object, "a new scope lets go of the instance the old one kept")
        entry.inObjectScope(.container)
        let next = container.resolve(Session.self)
        XCTAssertTrue(next === container.resolve(Session.self), "and the entry keeps the next one")
        entry.inObjectScope(.container)
        XCTAssertFalse(next === container.resolve(Session.self), "even rescoped to the same scope")
    }

    /// Identity alone would not catch a factory that runs again and the first instance being
    /// returned anyway: count the factory's runs.
    func testAContainerScopedFactoryRunsOnceForTheContainerAndItsChildren() {
        let parent = Container()
        var builds = 0
        parent.register(VenueRepository.self) { _ in
            builds += 1
            return RemoteVenueRepository()
        }
        .inObjectScope(.container)
        let child = parent.makeChild()
        for resolver in [parent, child, parent, child.makeChild()] { _ = resolver.resolve(VenueRepository.self) }
        XCTAssertEqual(builds, 1)
        parent.resetObjectScope(.container)
        _ = child.resolve(VenueRepository.self)
        XCTAssertEqual(builds, 2, "after a reset the next resolve builds again, once")
    }

    /// Lookup walks every ancestor, not just the parent.
    func testAGrandchildResolvesTheRootsRegistrations() {
        let root = Container()
        root.register(Formatter.self) { _ in Formatter(locale: "root") }
        root.register(Formatter.self, name: "named") { _ in Formatter(locale: "named") }
        let grandchild = root.makeChild().makeChild()
        let greatGrandchild = Container(parent: grandchild)
        XCTAssertEqual(grandchild.resolve(Formatter.self)?.locale, "root")
        XCTAssertEqual(greatGrandchild.resolve(Formatter.self, name: "named")?.locale, "named")
        XCTAssertTrue(greatGrandchild.hasRegistration(for: Formatter.self))
        grandchild.register(Formatter.self) { _ in Formatter(locale: "grandchild") }
        XCTAssertEqual(greatGrandchild.resolve(Formatter.self)?.locale, "grandchild", "the nearest registration wins")
        XCTAssertEqual(root.resolve(Formatter.self)?.locale, "root", "a parent never sees a child's registration")
    }

    /// A factory built in a child resolves its own dependencies through that child, so a child
    /// can replace what a parent's factory needs.
    func testAParentsFactoryResolvedThroughAChildSeesTheChildsRegistrations() {
        let parent = Container()
        parent.register(VenueRepository.self) { _ in RemoteVenueRepository() }
        parent.register(VenueDetailsViewModel.self) { r in
            try VenueDetailsViewModel(repository: r.require(VenueRepository.self))
        }
        let child = parent.makeChild()
        let stub = RemoteVenueRepository()
        child.register(VenueRepository.self) { _ in stub }
        XCTAssertTrue(child.resolve(VenueDetailsViewModel.self)?.repository === stub)
        XCTAssertFalse(parent.resolve(VenueDetailsViewModel.self)?.repository === stub)
    }

    func testHasAnyRegistrationIgnoresArgumentsButNotNamesAndLooksInParents() {
        let parent = Container()
        parent.register(Formatter.self) { (_, locale: String) in Formatter(locale: locale) }
        let child = parent.makeChild()
        child.register(Session.self, name: "guest") { _ in Session(token: "guest") }
        XCTAssertTrue(child.hasAnyRegistration(of: Formatter.self), "registered with an argument, in the parent")
        XCTAssertFalse(child.hasRegistration(for: Formatter.self), "which a plain lookup does not find")
        XCTAssertTrue(child.hasAnyRegistration(of: Session.self, name: "guest"))
        XCTAssertFalse(child.hasAnyRegistration(of: Session.self))
        XCTAssertFalse(parent.hasAnyRegistration(of: Session.self, name: "guest"), "a parent does not see its child")
    }
}
