import Core
import CoreTesting
import Dispatch
import Foundation
import XCTest

private protocol Clock: AnyObject, Sendable {}
private final class SystemClock: Clock {}
private final class FixedClock: Clock {}

/// The links between a container, its children and its entries, used within the threading
/// contract: register on one thread, resolve from many through `synchronize()`, while the
/// registering thread goes on making and dropping children. Run under the thread and address
/// sanitizers in CI: a link that outlived what it points to shows as a crash or a report.
final class HierarchyLinkTests: XCTestCase {
    /// A factory holds the hierarchy's lock while another thread lets go of a child: the child
    /// goes at once, since nothing of its parent's points at it and its deinit needs no lock.
    func testAChildGoesWhileAFactoryOfItsHierarchyHoldsTheLock() {
        let parent = Container()
        var child: Container? = parent.makeChild()
        let watched = WeakReference(child)
        let inFactory = DispatchSemaphore(value: 0)
        let dropped = DispatchSemaphore(value: 0)
        let droppedInTime = WorkerFlag()
        parent.register(Int.self) { _ in
            inFactory.signal()
            // Waits for the other thread to drop the child, which must not need this lock.
            if dropped.wait(timeout: .now() + 10) == .timedOut { droppedInTime.fail() }
            return 1
        }
        let resolver = parent.synchronize()
        let counted = Counted()
        Thread { counted.set(resolver.resolve(Int.self)) }.start()
        XCTAssertEqual(inFactory.wait(timeout: .now() + 10), .success, "the factory never ran")
        child = nil
        XCTAssertNil(watched.object, "the child is gone while the factory still holds the lock")
        dropped.signal()
        XCTAssertEqual(counted.wait(), .some(1))
        XCTAssertEqual(droppedInTime.failures, 0, "dropping the child waited for the factory's lock")
        XCTAssertNil(child)
    }

    /// Each child's factory keeps the container it is handed (a factory may keep what it
    /// builds with), resolved on another thread through the child's synchronized resolver,
    /// while this thread makes children and lets them go: a child's last reference goes on
    /// whichever thread drops it last.
    func testChildrenKeptByFactoriesOnOtherThreadsGoWithTheirLastReference() {
        let parent = Container()
        parent.register(Clock.self) { _ in SystemClock() }.inObjectScope(.container)
        let kept = KeptContainers()
        let handOff = HandOff()
        let stop = WorkerFlag()
        let resolved = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: resolved) {
                while !stop.isSet || handOff.hasWork {
                    guard let resolver = handOff.take() else { continue }
                    if resolver.resolve(Clock.self, name: "kept") == nil { stop.fail() }
                    if resolver.resolve(Clock.self) == nil { stop.fail() }
                    if handOff.count.isMultiple(of: 16) { kept.drop() }
                }
            }
        }
        var watched: [WeakReference<Container>] = []
        for round in 0..<2_000 {
            let child = parent.makeChild()
            child.register(Clock.self, name: "kept") { resolver in
                kept.keep([resolver as? Container].compactMap { $0 })
                return FixedClock()
            }
            if round.isMultiple(of: 100) { watched.append(WeakReference(child)) }
            handOff.put(child.synchronize())
        }
        stop.set()
        XCTAssertEqual(resolved.wait(timeout: .now() + 30), .success, "the resolving threads never stopped")
        XCTAssertEqual(stop.failures, 0)
        kept.drop()
        XCTAssertTrue(watched.allSatisfy { $0.object == nil }, "every child went with its last reference")
    }

    /// Children and grandchildren made and dropped on this thread while other threads resolve
    /// through the parent's and a child's synchronized resolvers.
    func testChildrenComeAndGoWhileParentAndChildResolversRun() {
        let parent = Container()
        parent.register(Clock.self) { _ in SystemClock() }.inObjectScope(.container)
        let flow = parent.makeChild()
        flow.register(Clock.self, name: "flow") { _ in FixedClock() }
        let resolvers = [parent.synchronize(), flow.synchronize()]
        let stop = WorkerFlag()
        let resolved = DispatchGroup()
        for worker in 0..<2 {
            DispatchQueue.global().async(group: resolved) {
                while !stop.isSet {
                    let clock = resolvers[worker].resolve(Clock.self, name: worker == 0 ? nil : "flow")
                    if clock == nil { stop.fail() }
                    if resolvers[worker].resolve(Clock.self) !== resolvers[0].resolve(Clock.self) { stop.fail() }
                }
            }
        }
        for _ in 0..<2_000 {
            let sibling = parent.makeChild()
            let grandchild = Container(parent: flow)
            grandchild.register(Clock.self) { _ in FixedClock() }
            sibling.register(Clock.self) { _ in FixedClock() }.inObjectScope(.container)
            XCTAssertTrue(grandchild.resolve(Clock.self) is FixedClock)
            XCTAssertTrue(sibling.resolve(Clock.self) is FixedClock)
            XCTAssertTrue(grandchild.resolve(Clock.self, name: "flow") is FixedClock)
        }
        stop.set()
        XCTAssertEqual(resolved.wait(timeout: .now() + 30), .success, "the resolving threads never stopped")
        XCTAssertEqual(stop.failures, 0)
    }

    /// An entry belongs to its container's hierarchy, whose lock guards it. Forwarding it into
    /// an unrelated container, which has a lock of its own, is refused: the key resolves to an
    /// error that says so, and the entry is never touched under the other lock.
    func testForwardingAnEntryOfAnotherHierarchyIsRefusedWithAReason() {
        let app = Container()
        let entry = app.register(Clock.self) { _ in SystemClock() }.inObjectScope(.container)
        let other = Container()
        other.forward(AnyObject.self, to: entry)
        XCTAssertFalse(other.hasRegistration(for: AnyObject.self))
        XCTAssertThrowsError(try other.require(AnyObject.self)) { error in
            XCTAssertTrue(
                "\(error)".contains("belongs to another container hierarchy"), "the reason is given: \(error)")
        }
        other.register(AnyObject.self) { _ in FixedClock() }
        XCTAssertTrue(other.resolve(AnyObject.self) is FixedClock, "registering the key again clears the refusal")

        let flow = app.makeChild()
        flow.forward(AnyObject.self, to: entry)
        XCTAssertTrue(flow.resolve(AnyObject.self) === app.resolve(Clock.self), "within one hierarchy it forwards")
    }

    /// The refused scenario's threads: this thread resets the scope while another resolves
    /// through each side's synchronized resolver.
    func testResettingAndResolvingAcrossHierarchiesShareNoEntry() {
        let app = Container()
        let entry = app.register(Clock.self) { _ in SystemClock() }.inObjectScope(.container)
        let other = Container()
        other.forward(Clock.self, name: "app", to: entry)
        let appResolver = app.synchronize()
        let otherResolver = other.synchronize()
        let stop = WorkerFlag()
        let resolved = DispatchGroup()
        DispatchQueue.global().async(group: resolved) {
            while !stop.isSet {
                if appResolver.resolve(Clock.self) == nil { stop.fail() }
                if otherResolver.resolve(Clock.self, name: "app") != nil { stop.fail() }
            }
        }
        for _ in 0..<3_000 { app.resetObjectScope(.container) }
        stop.set()
        XCTAssertEqual(resolved.wait(timeout: .now() + 30), .success, "the resolving thread never stopped")
        let failures = stop
        XCTAssertEqual(failures.failures, 0)
    }
}

/// Containers a factory listed, kept until the test drops them: "a factory may keep what it
/// builds".
private final class KeptContainers: @unchecked Sendable {
    // @unchecked: `kept` is read and written under `lock`.
    private let lock = NSLock()
    private var kept: [[Container]] = []
    func keep(_ containers: [Container]) { lock.withLock { kept.append(containers) } }
    func drop() {
        let dropped = lock.withLock { () -> [[Container]] in
            defer { kept = [] }
            return kept
        }
        withExtendedLifetime(dropped) {}
    }
}

/// A count resolved on another thread, waited for with a deadline.
private final class Counted: @unchecked Sendable {
    // @unchecked: `value` is written before `done` is signalled and read after it is waited for.
    private var value: Int?
    private let done = DispatchSemaphore(value: 0)
    func set(_ value: Int?) {
        self.value = value
        done.signal()
    }
    func wait() -> Int?? {
        done.wait(timeout: .now() + 10) == .success ? .some(value) : nil
    }
}

/// Synchronized resolvers handed from the registering thread to the resolving ones.
private final class HandOff: @unchecked Sendable {
    // @unchecked: both fields are read and written under `lock`.
    private let lock = NSLock()
    private var queue: [SynchronizedResolver] = []
    private var taken = 0
    var hasWork: Bool { lock.withLock { !queue.isEmpty } }
    var count: Int { lock.withLock { taken } }
    func put(_ resolver: SynchronizedResolver) { lock.withLock { queue.append(resolver) } }
    func take() -> SynchronizedResolver? {
        lock.withLock {
            guard !queue.isEmpty else { return nil }
            taken += 1
            return queue.removeFirst()
        }
    }
}
