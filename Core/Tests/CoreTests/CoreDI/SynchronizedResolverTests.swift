import Core
import CoreTesting
import Dispatch
import Foundation
import XCTest

private protocol Store: AnyObject, Sendable {}
private final class DiskStore: Store {}
private final class Parent: @unchecked Sendable {
    // @unchecked: `child` is set once, by initCompleted, before the instance is handed out.
    var child: Child?
}
private final class Child: @unchecked Sendable {
    // @unchecked: `parent` is set once, by initCompleted, before the instance is handed out.
    weak var parent: Parent?
}

/// `synchronize()` is the way to resolve from several threads: a `Sendable` resolver whose
/// resolutions never overlap, for `Sendable` services only.
final class SynchronizedResolverTests: XCTestCase {
    func testAContainerSingletonIsUniqueAcrossThreads() {
        let container = Container()
        var builds = 0
        container.register(Store.self) { _ in
            builds += 1
            return DiskStore()
        }
        .inObjectScope(.container)
        let resolver = container.synchronize()
        let seen = Seen()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                guard let store = resolver.resolve(Store.self) else { return seen.fail() }
                seen.insert(ObjectIdentifier(store))
            }
        }
        XCTAssertEqual(seen.identities.count, 1)
        XCTAssertEqual(seen.failures, 0)
        XCTAssertEqual(builds, 1)
    }

    /// A synchronized hierarchy's factories run under its lock, on the resolving thread: two
    /// never run at once, whichever resolver (the parent's or a child's) started them.
    func testFactoriesOfASynchronizedHierarchyNeverRunAtOnce() {
        let parent = Container()
        // Plain state, changed by the factory on whichever thread resolves: the lock orders
        // every change, which the thread sanitizer checks, and the count proves no overlap.
        var running = 0
        var overlaps = 0
        var built = 0
        parent.register(Store.self) { _ in
            running += 1
            if running > 1 { overlaps += 1 }
            built += 1
            running -= 1
            return DiskStore()
        }
        let child = parent.makeChild()
        let resolvers = [parent.synchronize(), child.synchronize()]
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for _ in 0..<300 { _ = resolvers[worker % 2].resolve(Store.self) }
        }
        XCTAssertEqual(overlaps, 0, "two factories ran at once")
        XCTAssertEqual(built, 2_400, "every resolve ran the graph-scoped factory")
    }

    /// Swinject's circular pattern, resolved on many threads at once: each resolution gets its
    /// own graph, so every parent's child points back to that same parent.
    func testCircularGraphsResolvedOnManyThreadsStayConsistent() {
        let container = Container()
        container.register(Parent.self) { _ in Parent() }
            .initCompleted { r, parent in parent.child = r.resolve(Child.self) }
        container.register(Child.self) { _ in Child() }
            .initCompleted { r, child in child.parent = r.resolve(Parent.self) }
        let resolver = container.synchronize()
        let seen = Seen()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                guard let parent = try? resolver.require(Parent.self), parent.child?.parent === parent else {
                    return seen.fail()
                }
                seen.keep(parent)
            }
        }
        XCTAssertEqual(seen.failures, 0)
        XCTAssertEqual(seen.identities.count, 1600, "graph scope: a new parent per resolution")
    }

    /// Parent and child resolvers share the hierarchy's lock: no deadlock, one singleton.
    func testParentAndChildResolversShareOneLock() {
        let parent = Container()
        parent.register(Store.self) { _ in DiskStore() }.inObjectScope(.container)
        let child = parent.makeChild()
        let resolvers = [parent.synchronize(), child.synchronize()]
        let seen = Seen()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for _ in 0..<200 {
                guard let store = resolvers[worker % 2].resolve(Store.self) else { return seen.fail() }
                seen.insert(ObjectIdentifier(store))
            }
        }
        XCTAssertEqual(seen.identities.count, 1)
        XCTAssertEqual(seen.failures, 0)
    }

    /// Every operation of a synchronized hierarchy, made from the registering thread while two
    /// threads resolve the same registrations: each one takes the hierarchy's lock, which the
    /// thread sanitizer checks (the registry, the resolution state and the entries skip the
    /// dynamic exclusivity check on that promise).
    func testEveryOperationOfASynchronizedHierarchyHoldsItsLock() {
        let parent = Container()
        parent.register(Store.self) { _ in DiskStore() }.inObjectScope(.container)
        let flow = parent.makeChild()
        flow.register(Store.self, name: "flow") { r in try r.require(Store.self) }
        let resolvers = [parent.synchronize(), flow.synchronize()]
        let stop = WorkerFlag()
        let resolved = DispatchGroup()
        for worker in 0..<2 {
            DispatchQueue.global().async(group: resolved) {
                while !stop.isSet {
                    if resolvers[worker].resolve(Store.self, name: worker == 0 ? nil : "flow") == nil { stop.fail() }
                }
            }
        }
        for round in 0..<500 {
            let entry = parent.register(Store.self) { _ in DiskStore() }
            entry.inObjectScope(round.isMultiple(of: 2) ? .container : .graph).initCompleted { _, _ in }
            entry.implements(AnyObject.self)
            flow.forward(Store.self, name: "forwarded", to: entry)
            XCTAssertNotNil(flow.resolve(Store.self, name: "forwarded"))
            parent.resetObjectScope(.container)
            parent.resetObjectScope(.container, serviceType: Store.self)
            XCTAssertTrue(flow.hasRegistration(for: Store.self))
            XCTAssertTrue(flow.hasAnyRegistration(of: Store.self, name: "flow"))
            XCTAssertEqual(entry.objectScope.description, round.isMultiple(of: 2) ? "container" : "graph")
            XCTAssertFalse(parent.registrations.isEmpty)
            XCTAssertFalse(flow.description.isEmpty)
            let graph = flow.withObjectGraph(GraphIdentifier()) { $0.currentObjectGraph }
            XCTAssertNotNil(graph)
            let scratch = flow.makeChild()
            scratch.register(Store.self) { _ in DiskStore() }
            scratch.removeAll()
        }
        stop.set()
        XCTAssertEqual(resolved.wait(timeout: .now() + 30), .success, "the resolving threads never stopped")
        XCTAssertEqual(stop.failures, 0)
    }

    func testRequireExplainsAMissingServiceAndArgumentsCarryOver() {
        let container = Container()
        container.register(String.self) { (_, count: Int) in String(repeating: "a", count: count) }
        let resolver = container.synchronize()
        XCTAssertEqual(resolver.resolve(String.self, argument: 3), "aaa")
        XCTAssertThrowsError(try resolver.require(Int.self)) { error in
            XCTAssertTrue("\(error)".hasPrefix("No registration for Int."), "\(error)")
        }
    }

    func testAMissingServiceIsExplainedWithItsOwnPathWhileOtherThreadsResolve() {
        let container = Container()
        container.register(Parent.self) { _ in Parent() }.initCompleted { resolver, parent in
            parent.child = resolver.resolve(Child.self)
        }
        container.register(Child.self) { _ in Child() }
        let resolver = container.synchronize()
        let seen = Seen()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for _ in 0..<200 {
                if worker.isMultiple(of: 2) {
                    guard resolver.resolve(Parent.self)?.child != nil else { return seen.fail() }
                } else {
                    do throws(ResolutionError) {
                        _ = try resolver.require(Int.self)
                        seen.fail()
                    } catch {
                        // Only this resolve's own path: nothing of another thread's resolution.
                        if error.path != ["Int"] { seen.fail() }
                    }
                }
            }
        }
        XCTAssertEqual(seen.failures, 0)
    }
}

/// What the worker threads saw.
private final class Seen: @unchecked Sendable {
    // @unchecked: both fields are read and written under `lock`.
    private let lock = NSLock()
    private var stored = Set<ObjectIdentifier>()
    private var failed = 0
    private var kept: [AnyObject] = []
    var identities: Set<ObjectIdentifier> { lock.withLock { stored } }
    var failures: Int { lock.withLock { failed } }
    func insert(_ identity: ObjectIdentifier) { _ = lock.withLock { stored.insert(identity) } }
    /// Keeps `object` alive, so no later object reuses its identity.
    func keep(_ object: AnyObject) {
        lock.withLock {
            kept.append(object)
            stored.insert(ObjectIdentifier(object))
        }
    }
    func fail() { lock.withLock { failed += 1 } }
}
