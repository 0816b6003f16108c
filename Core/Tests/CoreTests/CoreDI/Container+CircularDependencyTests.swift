import Core
import XCTest

private protocol ParentService: AnyObject {}
private protocol ChildService: AnyObject {}

private final class Parent: ParentService {
    var child: ChildService?
    init() {}
    init(child: ChildService) { self.child = child }
}

private final class Child: ChildService {
    weak var parent: ParentService?
}

private protocol NodeA: AnyObject {}
private protocol NodeB: AnyObject {}
private protocol NodeC: AnyObject {}
private protocol NodeD: AnyObject {}

private final class A: NodeA {
    var b: NodeB?
    init(b: NodeB) { self.b = b }
}

private final class B: NodeB {
    var c: NodeC?
    init(c: NodeC) { self.c = c }
}

private final class C: NodeC {
    weak var a: NodeA?
    var d: NodeD?
    init(d: NodeD) { self.d = d }
}

private final class D: NodeD {
    weak var b: NodeB?
    weak var c: NodeC?
}

private final class WeakRoot: NodeB {
    let c: NodeC
    init(c: NodeC) { self.c = c }
}

private final class PointsBack: NodeC {
    weak var b: NodeB?
}

/// Swinject's circular-dependency patterns: the side that cannot be built in the
/// initializer is injected from `initCompleted`, and everyone gets the same instances.
final class CircularDependencyTests: XCTestCase {
    func testInitializerAndPropertyInjectionShareTheParent() {
        for scope in [ObjectScope.graph, .container] {
            let container = Container()
            container.register(ParentService.self) { r in Parent(child: try r.require(ChildService.self)) }
                .inObjectScope(scope)
            container.register(ChildService.self) { _ in Child() }
                .initCompleted { r, child in (child as? Child)?.parent = r.resolve(ParentService.self) }
                .inObjectScope(scope)

            let parent = container.resolve(ParentService.self) as? Parent
            let child = parent?.child as? Child
            XCTAssertNotNil(child, "scope \(scope)")
            XCTAssertTrue(
                child?.parent === parent, "the child's parent is the parent that was returned, scope \(scope)")
        }
    }

    func testPropertyAndPropertyInjectionShareBothSides() {
        for scope in [ObjectScope.graph, .container] {
            let container = Container()
            container.register(ParentService.self) { _ in Parent() }
                .initCompleted { r, parent in (parent as? Parent)?.child = r.resolve(ChildService.self) }
                .inObjectScope(scope)
            container.register(ChildService.self) { _ in Child() }
                .initCompleted { r, child in (child as? Child)?.parent = r.resolve(ParentService.self) }
                .inObjectScope(scope)

            let parent = container.resolve(ParentService.self) as? Parent
            let child = parent?.child as? Child
            XCTAssertNotNil(child, "scope \(scope)")
            XCTAssertTrue(child?.parent === parent, "scope \(scope)")
        }
    }

    func testFourServicesMixingInitializersAndProperties() {
        let container = Container()
        container.register(NodeA.self) { r in A(b: try r.require(NodeB.self)) }
        container.register(NodeB.self) { r in B(c: try r.require(NodeC.self)) }
        container.register(NodeC.self) { r in C(d: try r.require(NodeD.self)) }
            .initCompleted { r, c in (c as? C)?.a = r.resolve(NodeA.self) }
        container.register(NodeD.self) { _ in D() }
            .initCompleted { r, d in
                (d as? D)?.b = r.resolve(NodeB.self)
                (d as? D)?.c = r.resolve(NodeC.self)
            }

        let a = container.resolve(NodeA.self) as? A
        let b = a?.b as? B
        let c = b?.c as? C
        let d = c?.d as? D
        XCTAssertNotNil(d)
        XCTAssertTrue(c?.a === a)
        XCTAssertTrue(d?.b === b)
        XCTAssertTrue(d?.c === c)
    }

    func testAWeakScopedRootStaysAliveWhileTheGraphIsBuilt() {
        let container = Container()
        container.register(NodeB.self) { r in WeakRoot(c: try r.require(NodeC.self)) }.inObjectScope(.weak)
        container.register(NodeC.self) { _ in PointsBack() }
            .initCompleted { r, c in (c as? PointsBack)?.b = r.resolve(NodeB.self) }

        let root = container.resolve(NodeB.self) as? WeakRoot
        let pointsBack = root?.c as? PointsBack
        XCTAssertNotNil(pointsBack?.b, "the weak root must not be freed while the graph is resolved")
        XCTAssertTrue(pointsBack?.b === root)
    }

    func testAConstructorCycleStillThrowsItsPath() {
        let container = Container()
        container.register(NodeB.self) { r in B(c: try r.require(NodeC.self)) }
        container.register(NodeC.self) { r in C(d: try r.require(NodeD.self)) }
        container.register(NodeD.self) { r in
            _ = try r.require(NodeB.self)
            return D()
        }
        do {
            _ = try container.require(NodeB.self)
            XCTFail("expected a cycle")
        } catch {
            guard case .cycle = error.kind else { return XCTFail("expected .cycle, got \(error.kind)") }
            XCTAssertEqual(error.path, ["NodeB", "NodeC", "NodeD", "NodeB"])
        }
    }

    func testAnEndlessLoopThroughInitCompletedIsReportedInsteadOfOverflowing() {
        final class Restless {}
        let container = Container()
        var reported: ResolutionError?
        container.register(Restless.self) { _ in Restless() }
            .inObjectScope(.transient)
            .initCompleted { r, _ in
                do throws(ResolutionError) { _ = try r.require(Restless.self) } catch { reported = reported ?? error }
            }
        XCTAssertNotNil(container.resolve(Restless.self))
        guard case .cycle? = reported?.kind else { return XCTFail("expected the depth limit to report a cycle") }
    }

    /// The smallest cycle: a factory that needs its own service.
    /// Nesting is cut at Swinject's depth of 200: a chain of 200 factories, each resolving the
    /// next, resolves; one of 201 is reported as a cycle instead of overflowing the stack.
    func testResolutionsNestTwoHundredDeepAndNoDeeper() throws {
        func chain(_ length: Int) -> Container {
            let container = Container()
            for link in 0..<length {
                container.register(Int.self, name: "\(link)") { resolver in
                    link == length - 1 ? link : try resolver.require(Int.self, name: "\(link + 1)")
                }
            }
            return container
        }
        XCTAssertEqual(try chain(200).require(Int.self, name: "0"), 199)
        XCTAssertThrowsError(try chain(201).require(Int.self, name: "0")) { error in
            guard case .cycle = (error as? ResolutionError)?.kind else { return XCTFail("\(error)") }
        }
    }

    func testAFactoryRequiringItsOwnServiceIsACycle() {
        for scope in [ObjectScope.transient, .graph, .container, .weak] {
            let container = Container()
            container.register(NodeA.self) { r in A(b: try r.require(NodeB.self)) }.inObjectScope(scope)
            container.register(NodeB.self) { r in try r.require(NodeB.self) }.inObjectScope(scope)
            do {
                _ = try container.require(NodeB.self)
                XCTFail("expected a cycle in \(scope)")
            } catch {
                guard case .cycle = error.kind else { return XCTFail("expected .cycle, got \(error.kind)") }
                XCTAssertEqual(error.path, ["NodeB", "NodeB"], "\(scope)")
            }
        }
    }

    /// Swinject's idiom `r.resolve(B.self)!` in a factory: the cycle is not swallowed into a
    /// nil; the error hook hears the path before the caller sees nil.
    func testACycleHitThroughOptionalResolveIsReportedWithItsPath() {
        let container = Container()
        container.register(NodeA.self) { r in A(b: r.resolve(NodeB.self) ?? B(c: PointsBack())) }
        container.register(NodeB.self) { r in B(c: r.resolve(NodeC.self) ?? PointsBack()) }
        container.register(NodeC.self) { r in
            let c = C(d: D())
            c.a = r.resolve(NodeA.self)
            return c
        }
        let reports = LockedReports()
        let saved = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reports.append("\(error)") }
        defer { Hooks.defaultErrorHandler = saved }
        XCTAssertNotNil(container.resolve(NodeA.self))
        XCTAssertEqual(reports.messages.count, 1)
        XCTAssertTrue(
            reports.messages.first?.hasPrefix("Dependency cycle: NodeA → NodeB → NodeC → NodeA.") == true,
            "\(reports.messages)")
    }
}

/// Messages a hook received.
private final class LockedReports: @unchecked Sendable {
    // @unchecked: `stored` is read and written under `lock`.
    private let lock = NSLock()
    private var stored: [String] = []
    var messages: [String] { lock.withLock { stored } }
    func append(_ message: String) { lock.withLock { stored.append(message) } }
}
