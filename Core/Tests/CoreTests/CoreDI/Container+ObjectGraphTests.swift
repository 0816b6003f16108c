import Core
import XCTest

private final class Dog {}
private final class Bird {}
private final class Owner {
    let dog: Dog
    init(dog: Dog) { self.dog = dog }
}

/// Graph identifiers, as Swinject's users (and its `Lazy`/`Provider` wrappers) rely on them.
final class ContainerObjectGraphTests: XCTestCase {
    func testAGraphHasAnIdentifierWhileItIsResolvedOnly() {
        let container = Container()
        var seen: [GraphIdentifier?] = []
        container.register(Dog.self) { resolver in
            seen.append((resolver as? Container)?.currentObjectGraph)
            _ = resolver.resolve(Bird.self)
            return Dog()
        }
        container.register(Bird.self) { resolver in
            seen.append((resolver as? Container)?.currentObjectGraph)
            return Bird()
        }
        XCTAssertNil(container.currentObjectGraph)
        _ = container.resolve(Dog.self)
        _ = container.resolve(Dog.self)
        XCTAssertNil(container.currentObjectGraph, "nothing is resolving any more")

        XCTAssertEqual(seen.count, 4)
        XCTAssertNotNil(seen[0])
        XCTAssertEqual(seen[0], seen[1], "a nested resolve is part of the same graph")
        XCTAssertNotEqual(seen[0], seen[2], "each top-level resolve is a graph of its own")
        XCTAssertEqual(seen[2], seen[3])
    }

    func testResolvingGraphIdentifierGivesTheRunningGraphAndNilOutsideOne() {
        let container = Container()
        var resolved: GraphIdentifier?
        var current: GraphIdentifier?
        container.register(Dog.self) { resolver in
            resolved = resolver.resolve(GraphIdentifier.self)
            current = (resolver as? Container)?.currentObjectGraph
            return Dog()
        }
        XCTAssertNil(container.resolve(GraphIdentifier.self))
        _ = container.resolve(Dog.self)
        XCTAssertNotNil(resolved)
        XCTAssertEqual(resolved, current)
    }

    func testARestoredGraphIsTheNextResolvesAndSharesItsLiveInstances() throws {
        let container = Container()
        var graph: GraphIdentifier?
        container.register(Dog.self) { resolver in
            graph = (resolver as? Container)?.currentObjectGraph
            return Dog()
        }
        .inObjectScope(.graph)
        let first = try XCTUnwrap(container.resolve(Dog.self))
        let identifier = try XCTUnwrap(graph)

        container.restoreObjectGraph(identifier)
        XCTAssertEqual(container.currentObjectGraph, identifier, "set for the next resolve")
        XCTAssertTrue(container.resolve(Dog.self) === first, "the graph's dog, still alive, is shared")
        XCTAssertEqual(graph, identifier, "and the factory that ran saw the restored graph")
        XCTAssertFalse(container.resolve(Dog.self) === first, "the restore was for one resolve only")
    }

    func testAGraphRestoredWhileAFactoryRunsHandsOutItsLiveInstanceOfThatService() throws {
        let container = Container()
        var remembered: GraphIdentifier?
        var restoreInside = false
        container.register(Dog.self) { resolver in
            let running = resolver as? Container
            if restoreInside, let remembered {
                running?.restoreObjectGraph(remembered)
            } else {
                remembered = running?.currentObjectGraph
            }
            return Dog()
        }
        let first = try container.require(Dog.self)
        restoreInside = true
        let second = try container.require(Dog.self)
        XCTAssertTrue(second === first, "the restored graph's live dog wins over the one its factory just built")
    }

    func testWithObjectGraphMakesEveryResolveInsideOneGraph() throws {
        let container = Container()
        var graph: GraphIdentifier?
        container.register(Dog.self) { resolver in
            graph = resolver.resolve(GraphIdentifier.self)
            return Dog()
        }
        container.register(Owner.self) { resolver in Owner(dog: resolver.resolve(Dog.self)!) }
        let first = try XCTUnwrap(container.resolve(Dog.self))
        let identifier = try XCTUnwrap(graph)

        let (second, third, owner) = container.withObjectGraph(identifier) { container in
            (container.resolve(Dog.self), container.resolve(Dog.self), container.resolve(Owner.self))
        }
        XCTAssertTrue(second === first)
        XCTAssertTrue(third === first)
        XCTAssertTrue(owner?.dog === first, "a factory's dependencies join the graph too")
        XCTAssertNil(container.currentObjectGraph, "the graph closes with the closure")
        XCTAssertFalse(container.resolve(Dog.self) === first)
    }

    func testARememberedGraphKeepsNothingAlive() throws {
        let container = Container()
        var graph: GraphIdentifier?
        container.register(Dog.self) { resolver in
            graph = (resolver as? Container)?.currentObjectGraph
            return Dog()
        }
        weak var released: Dog?
        do {
            let dog = try XCTUnwrap(container.resolve(Dog.self))
            released = dog
        }
        XCTAssertNil(released, "freed once its last user let go")
        let identifier = try XCTUnwrap(graph)
        container.restoreObjectGraph(identifier)
        XCTAssertNotNil(container.resolve(Dog.self), "so restoring the graph makes a new one")
    }

    func testGraphIdentifiersAreUniqueAndHashable() {
        let identifiers = (0..<100).map { _ in GraphIdentifier() }
        XCTAssertEqual(Set(identifiers).count, 100)
        XCTAssertEqual(Set(identifiers.map(\.id)).count, 100)
    }

    func testACustomScopesStorageIsAskedWithTheRunningGraphAndToldWhenItEnds() throws {
        // Unchecked: the scope's storage factory must be `Sendable`; one thread uses this spy.
        final class Spy: InstanceStorage, @unchecked Sendable {
            var instance: Any?
            var kept: [GraphIdentifier: Any] = [:]
            var reads: [GraphIdentifier] = []
            var writes: [GraphIdentifier] = []
            var completed = 0
            func instance(inGraph graph: GraphIdentifier) -> Any? {
                reads.append(graph)
                return kept[graph]
            }
            func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
                writes.append(graph)
                kept[graph] = instance
            }
            func graphResolutionCompleted() { completed += 1 }
        }
        let spy = Spy()
        let perGraph = ObjectScope(storageFactory: { spy }, description: "per graph")
        let container = Container()
        var seen: GraphIdentifier?
        container.register(Dog.self) { resolver in
            seen = (resolver as? Container)?.currentObjectGraph
            return Dog()
        }
        .inObjectScope(perGraph)
        container.register(Owner.self) { resolver in Owner(dog: try resolver.require(Dog.self)) }

        let owner = try container.require(Owner.self)
        let graph = try XCTUnwrap(seen)
        XCTAssertEqual(spy.reads, [graph, graph], "looked up before and after the factory, in the running graph")
        XCTAssertEqual(spy.writes, [graph])
        XCTAssertEqual(spy.completed, 1, "told once when the graph ended")

        container.restoreObjectGraph(graph)
        XCTAssertTrue(try container.require(Dog.self) === owner.dog, "the storage's instance for that graph")
        XCTAssertEqual(spy.reads.last, graph)
        XCTAssertEqual(spy.completed, 2)

        XCTAssertFalse(try container.require(Dog.self) === owner.dog, "a new graph, which the storage has nothing for")
        XCTAssertNotEqual(spy.writes.last, graph)
    }

    func testStoragesThatKnowNothingOfGraphsKeepOneInstance() throws {
        let container = Container()
        let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        container.register(Dog.self) { _ in Dog() }.inObjectScope(session)
        XCTAssertTrue(try container.require(Dog.self) === container.require(Dog.self))
    }
}
