import Core
import Foundation
import XCTest

private final class Store {}

private final class Pair {
    let first: Store
    let second: Store
    init(first: Store, second: Store) {
        self.first = first
        self.second = second
    }
}

/// What a child container takes from its parent, and resolutions that join a running graph,
/// as Swinject's users rely on them.
final class InheritanceAndGraphJoiningTests: XCTestCase {
    func testAChildMadeByTheParentKeepsItsDefaultScope() throws {
        let parent = Container(defaultObjectScope: .container)
        let child = parent.makeChild()
        child.register(Store.self) { _ in Store() }
        XCTAssertTrue(try child.require(Store.self) === child.require(Store.self), "container scope, as the parent's")
    }

    func testAChildMadeWithParentAloneDefaultsToTheGraphScopeAsInSwinject() throws {
        let parent = Container(defaultObjectScope: .container)
        let child = Container(parent: parent)
        child.register(Store.self) { _ in Store() }
        XCTAssertTrue(child.defaultObjectScope === ObjectScope.graph)
        XCTAssertFalse(try child.require(Store.self) === child.require(Store.self), "a new instance per graph")
    }

    func testAChildMadeByAParentInACustomScopeKeepsThatScope() throws {
        let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        let parent = Container(defaultObjectScope: session)
        let child = parent.makeChild()
        child.register(Store.self) { _ in Store() }
        XCTAssertTrue(child.defaultObjectScope === session)
        let first = try child.require(Store.self)
        XCTAssertTrue(try child.require(Store.self) === first, "kept in the session")
        child.resetObjectScope(session)
        XCTAssertFalse(try child.require(Store.self) === first, "the session ended")
    }

    func testAChildOfASynchronizedContainerIsSynchronizedToo() throws {
        let parent = Container()
        _ = parent.synchronize()
        let child = parent.makeChild()
        child.register(Int.self) { _ in 7 }
        let resolver = child.synchronize()
        let results = ResultsBox()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 { results.add(resolver.resolve(Int.self)) }
        }
        XCTAssertEqual(results.values, Array(repeating: 7, count: 1_600))
    }

    func testALazyReadInsideARunningFactoryJoinsTheRunningGraph() throws {
        let container = Container()
        container.register(Store.self) { _ in Store() }
        container.register(Pair.self) { resolver in
            let lazy = try resolver.require(Lazy<Store>.self)
            return Pair(first: try resolver.require(Store.self), second: try lazy.instance)
        }
        let pair = try container.require(Pair.self)
        XCTAssertTrue(pair.first === pair.second, "read while the graph runs: its instance")
    }

    func testWithObjectGraphInsideARunningFactoryJoinsTheRunningGraph() throws {
        let container = Container()
        container.register(Store.self) { _ in Store() }
        container.register(Pair.self) { resolver in
            let first = try resolver.require(Store.self)
            let graph = try resolver.require(GraphIdentifier.self)
            let second = container.withObjectGraph(graph) { $0.resolve(Store.self) }
            return Pair(first: first, second: try XCTUnwrap(second))
        }
        let pair = try container.require(Pair.self)
        XCTAssertTrue(pair.first === pair.second)
    }
}

/// Results gathered from several threads.
private final class ResultsBox: @unchecked Sendable {
    // @unchecked: `stored` changes under `lock` only.
    private let lock = NSLock()
    private var stored: [Int] = []

    var values: [Int] { lock.withLock { stored } }

    func add(_ value: Int?) { lock.withLock { stored.append(value ?? -1) } }
}
