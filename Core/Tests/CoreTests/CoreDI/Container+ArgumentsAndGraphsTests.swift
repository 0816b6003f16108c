import Core
import CoreTesting
import XCTest

private final class Dog {}
private final class Bird {}
private final class Owner {
    let dog: Dog
    let graph: GraphIdentifier?
    init(dog: Dog, graph: GraphIdentifier?) {
        self.dog = dog
        self.graph = graph
    }
}

/// Container behaviours Swinject's own suite checks, pinned in Core's: each would let a
/// plausible one-line bug through `swift test` otherwise.
final class ArgumentsAndGraphsTests: XCTestCase {
    /// At every arity, a named registration with arguments is found under its own name, and
    /// the unnamed one without a name: by `resolve` and by `require`.
    func testANamedRegistrationWithArgumentsIsFoundUnderItsNameAtEveryArity() throws {
        let container = Container()
        // 1 argument
        container.register(String.self, name: "a", factory: { (_, a1: Int) in "a\(a1)" })
        container.register(String.self, name: "b", factory: { (_, a1: Int) in "b\(a1)" })
        container.register(String.self, factory: { (_, a1: Int) in "-\(a1)" })
        XCTAssertEqual(container.resolve(String.self, name: "b", argument: 1), "b1")
        XCTAssertEqual(try container.require(String.self, name: "b", argument: 1), "b1")
        XCTAssertEqual(container.resolve(String.self, name: "a", argument: 1), "a1")
        XCTAssertEqual(container.resolve(String.self, argument: 1), "-1")
        // 2 arguments
        container.register(String.self, name: "a", factory: { (_, a1: Int, a2: Int) in "a\(a1 + a2)" })
        container.register(String.self, name: "b", factory: { (_, a1: Int, a2: Int) in "b\(a1 + a2)" })
        container.register(String.self, factory: { (_, a1: Int, a2: Int) in "-\(a1 + a2)" })
        XCTAssertEqual(container.resolve(String.self, name: "b", arguments: 1, 2), "b3")
        XCTAssertEqual(try container.require(String.self, name: "b", arguments: 1, 2), "b3")
        XCTAssertEqual(container.resolve(String.self, name: "a", arguments: 1, 2), "a3")
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2), "-3")
        XCTAssertEqual(try container.require(String.self, arguments: 1, 2), "-3")
        // 3 arguments
        container.register(String.self, name: "a", factory: { (_, a1: Int, a2: Int, a3: Int) in "a\(a1 + a2 + a3)" })
        container.register(String.self, name: "b", factory: { (_, a1: Int, a2: Int, a3: Int) in "b\(a1 + a2 + a3)" })
        container.register(String.self, factory: { (_, a1: Int, a2: Int, a3: Int) in "-\(a1 + a2 + a3)" })
        XCTAssertEqual(container.resolve(String.self, name: "b", arguments: 1, 2, 3), "b6")
        XCTAssertEqual(try container.require(String.self, name: "b", arguments: 1, 2, 3), "b6")
        XCTAssertEqual(container.resolve(String.self, name: "a", arguments: 1, 2, 3), "a6")
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3), "-6")
        XCTAssertEqual(try container.require(String.self, arguments: 1, 2, 3), "-6")
        // 4 arguments
        container.register(
            String.self, name: "a", factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int) in "a\(a1 + a2 + a3 + a4)" })
        container.register(
            String.self, name: "b", factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int) in "b\(a1 + a2 + a3 + a4)" })
        container.register(String.self, factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int) in "-\(a1 + a2 + a3 + a4)" })
        XCTAssertEqual(container.resolve(String.self, name: "b", arguments: 1, 2, 3, 4), "b10")
        XCTAssertEqual(try container.require(String.self, name: "b", arguments: 1, 2, 3, 4), "b10")
        XCTAssertEqual(container.resolve(String.self, name: "a", arguments: 1, 2, 3, 4), "a10")
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3, 4), "-10")
        XCTAssertEqual(try container.require(String.self, arguments: 1, 2, 3, 4), "-10")
        // 5 arguments
        container.register(
            String.self, name: "a",
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int) in "a\(a1 + a2 + a3 + a4 + a5)" })
        container.register(
            String.self, name: "b",
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int) in "b\(a1 + a2 + a3 + a4 + a5)" })
        container.register(
            String.self, factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int) in "-\(a1 + a2 + a3 + a4 + a5)" })
        XCTAssertEqual(container.resolve(String.self, name: "b", arguments: 1, 2, 3, 4, 5), "b15")
        XCTAssertEqual(try container.require(String.self, name: "b", arguments: 1, 2, 3, 4, 5), "b15")
        XCTAssertEqual(container.resolve(String.self, name: "a", arguments: 1, 2, 3, 4, 5), "a15")
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3, 4, 5), "-15")
        XCTAssertEqual(try container.require(String.self, arguments: 1, 2, 3, 4, 5), "-15")
        // 6 arguments
        container.register(
            String.self, name: "a",
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int) in "a\(a1 + a2 + a3 + a4 + a5 + a6)" })
        container.register(
            String.self, name: "b",
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int) in "b\(a1 + a2 + a3 + a4 + a5 + a6)" })
        container.register(
            String.self,
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int) in "-\(a1 + a2 + a3 + a4 + a5 + a6)" })
        XCTAssertEqual(container.resolve(String.self, name: "b", arguments: 1, 2, 3, 4, 5, 6), "b21")
        XCTAssertEqual(try container.require(String.self, name: "b", arguments: 1, 2, 3, 4, 5, 6), "b21")
        XCTAssertEqual(container.resolve(String.self, name: "a", arguments: 1, 2, 3, 4, 5, 6), "a21")
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6), "-21")
        XCTAssertEqual(try container.require(String.self, arguments: 1, 2, 3, 4, 5, 6), "-21")
        // 7 arguments
        container.register(
            String.self, name: "a",
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int) in
                "a\(a1 + a2 + a3 + a4 + a5 + a6 + a7)"
            })
        container.register(
            String.self, name: "b",
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int) in
                "b\(a1 + a2 + a3 + a4 + a5 + a6 + a7)"
            })
        container.register(
            String.self,
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int) in
                "-\(a1 + a2 + a3 + a4 + a5 + a6 + a7)"
            })
        XCTAssertEqual(container.resolve(String.self, name: "b", arguments: 1, 2, 3, 4, 5, 6, 7), "b28")
        XCTAssertEqual(try container.require(String.self, name: "b", arguments: 1, 2, 3, 4, 5, 6, 7), "b28")
        XCTAssertEqual(container.resolve(String.self, name: "a", arguments: 1, 2, 3, 4, 5, 6, 7), "a28")
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7), "-28")
        XCTAssertEqual(try container.require(String.self, arguments: 1, 2, 3, 4, 5, 6, 7), "-28")
        // 8 arguments
        container.register(
            String.self, name: "a",
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int) in
                "a\(a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8)"
            })
        container.register(
            String.self, name: "b",
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int) in
                "b\(a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8)"
            })
        container.register(
            String.self,
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int) in
                "-\(a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8)"
            })
        XCTAssertEqual(container.resolve(String.self, name: "b", arguments: 1, 2, 3, 4, 5, 6, 7, 8), "b36")
        XCTAssertEqual(try container.require(String.self, name: "b", arguments: 1, 2, 3, 4, 5, 6, 7, 8), "b36")
        XCTAssertEqual(container.resolve(String.self, name: "a", arguments: 1, 2, 3, 4, 5, 6, 7, 8), "a36")
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8), "-36")
        XCTAssertEqual(try container.require(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8), "-36")
        // 9 arguments
        container.register(
            String.self, name: "a",
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int, a9: Int) in
                "a\(a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9)"
            })
        container.register(
            String.self, name: "b",
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int, a9: Int) in
                "b\(a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9)"
            })
        container.register(
            String.self,
            factory: { (_, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int, a9: Int) in
                "-\(a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9)"
            })
        XCTAssertEqual(container.resolve(String.self, name: "b", arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9), "b45")
        XCTAssertEqual(try container.require(String.self, name: "b", arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9), "b45")
        XCTAssertEqual(container.resolve(String.self, name: "a", arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9), "a45")
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9), "-45")
        XCTAssertEqual(try container.require(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9), "-45")
        let resolver = container.synchronize()
        XCTAssertEqual(resolver.resolve(String.self, name: "b", argument: 1), "b1")
        XCTAssertEqual(try resolver.require(String.self, name: "b", argument: 1), "b1")
        XCTAssertEqual(resolver.resolve(String.self, argument: 1), "-1")
    }

    /// A remembered graph shares each of its instances while that instance is alive: one that
    /// went is built anew, and the others are still shared.
    func testARestoredGraphSharesEachInstanceWhileItIsAlive() throws {
        let container = Container()
        var graph: GraphIdentifier?
        container.register(Dog.self) { resolver in
            graph = resolver.resolve(GraphIdentifier.self)
            return Dog()
        }
        container.register(Bird.self) { _ in Bird() }
        var dog: Dog? = try container.withObjectGraph(GraphIdentifier()) { container in
            try container.require(Dog.self)
        }
        let identifier = try XCTUnwrap(graph)
        let cat = try container.withObjectGraph(identifier) { container in try container.require(Bird.self) }
        let watchedDog = WeakReference(dog)
        XCTAssertTrue(try container.withObjectGraph(identifier) { try $0.require(Dog.self) } === dog)
        dog = nil
        XCTAssertNil(watchedDog.object, "the graph remembers its dog weakly")
        container.restoreObjectGraph(identifier)
        XCTAssertTrue(try container.require(Bird.self) === cat, "the cat still alive is shared")
        let again = try container.withObjectGraph(identifier) { container in
            (try container.require(Dog.self), try container.require(Bird.self))
        }
        XCTAssertNotNil(again.0, "the dog that went is built anew")
        XCTAssertTrue(again.1 === cat, "while the cat is still the graph's")
    }

    /// A restored graph is the next top-level resolve's: the resolves its factories make join
    /// it, and only the outermost one ends it.
    func testARestoredGraphIsEndedByTheOutermostResolveOnly() throws {
        let container = Container()
        container.register(Dog.self) { _ in Dog() }
        container.register(Owner.self) { resolver in
            let dog = try resolver.require(Dog.self)
            // Still the restored graph after the nested resolve returned.
            return Owner(dog: dog, graph: (resolver as? Container)?.currentObjectGraph)
        }
        var remembered: GraphIdentifier?
        let first = try container.withObjectGraph(GraphIdentifier()) { container -> Dog in
            remembered = container.currentObjectGraph
            return try container.require(Dog.self)
        }
        let identifier = try XCTUnwrap(remembered)
        container.restoreObjectGraph(identifier)
        let owner = try container.require(Owner.self)
        XCTAssertTrue(owner.dog === first, "the nested resolve shares the restored graph's dog")
        XCTAssertEqual(owner.graph, identifier, "the graph outlives the nested resolve")
        XCTAssertNil(container.currentObjectGraph, "and ends with the outermost one")
        XCTAssertFalse(try container.require(Owner.self).dog === first, "so the next resolve is a new graph")
    }
}
