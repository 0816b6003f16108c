import Core
import CoreTesting
import XCTest

private protocol Repository: AnyObject {}
private final class RemoteRepository: Repository {}
private final class ViewModel {
    let repository: Repository
    init(repository: Repository) { self.repository = repository }
}
private final class Coordinator {
    let viewModel: ViewModel
    init(viewModel: ViewModel) { self.viewModel = viewModel }
}
private final class Parent {
    var child: Child?
}
private final class Child {
    weak var parent: Parent?
    init(parent: Parent?) { self.parent = parent }
}
private struct Offline: Error {}

/// Counts a factory's runs, so a test can see what a validation ran and kept.
private final class Runs {
    var count = 0
}

final class ContainerValidationTests: XCTestCase {
    private func wiredContainer(runs: Runs = Runs()) -> Container {
        let container = Container()
        container.register(Repository.self) { _ in
            runs.count += 1
            return RemoteRepository()
        }
        .inObjectScope(.container)
        container.register(ViewModel.self) { r in try ViewModel(repository: r.require(Repository.self)) }
            .inObjectScope(.transient)
        container.register(Coordinator.self) { r in try Coordinator(viewModel: r.require(ViewModel.self)) }
        return container
    }

    func testACleanGraphPassesQuietlyRunsEachFactoryOnceAndKeepsNothing() throws {
        let runs = Runs()
        let container = wiredContainer(runs: runs)
        let report = try container.validate()
        XCTAssertTrue(report.problems.isEmpty)
        XCTAssertEqual(report.resolved, 3)
        XCTAssertEqual(runs.count, 1, "the singleton three registrations need is built once")
        XCTAssertEqual(report.description, "Resolved 3 registrations: no problem found.")
        _ = container.resolve(Repository.self)
        XCTAssertEqual(runs.count, 2, "and not kept: the first real resolve builds it")
        _ = container.resolve(Repository.self)
        XCTAssertEqual(runs.count, 2, "which is kept as its scope says")
    }

    func testEveryProblemIsReportedAtOnceEachWithItsPathCausesFirst() {
        let container = Container()
        container.register(Coordinator.self) { r in try Coordinator(viewModel: r.require(ViewModel.self)) }
        container.register(ViewModel.self) { r in try ViewModel(repository: r.require(Repository.self)) }
        container.register(Repository.self, name: "remote") { _ in RemoteRepository() }
        container.register(Parent.self) { r in
            _ = try r.require(Child.self)
            return Parent()
        }
        container.register(Child.self) { r in Child(parent: try r.require(Parent.self)) }
        container.register(RemoteRepository.self) { _ in throw Offline() }
        container.register(String.self) { _ in "first" }
        container.register(String.self) { _ in "second" }
        XCTAssertThrowsError(try container.validate()) { error in
            guard let report = (error as? ContainerValidationError)?.report else {
                return XCTFail("not a validation error: \(error)")
            }
            XCTAssertEqual(
                report.problems.map(\.kind), [.registeredTwice, .notRegistered, .cycle, .factoryFailed],
                "\(report)")
            XCTAssertEqual(report.problems.map(\.service), ["String", "Repository", "Child", "RemoteRepository"])
            let missing = report.problems[1]
            XCTAssertEqual(
                missing.paths, [["ViewModel", "Repository"], ["Coordinator", "ViewModel", "Repository"]],
                "one problem, however many registrations reach it, each path from the registration")
            XCTAssertTrue(
                missing.description.contains("Registered instead: Repository (name: \"remote\")"),
                "it names what is registered for the type: \(missing)")
            XCTAssertEqual(report.problems[2].paths.first, ["Child", "Parent", "Child"])
            XCTAssertTrue(report.problems[3].description.contains("threw Offline()"), "\(report.problems[3])")
            XCTAssertTrue(
                report.description.hasPrefix("4 wiring problem(s) in 7 registrations; fix from the top:\n1. "))
        }
    }

    func testACycleThatInitCompletedBreaksIsNoProblem() throws {
        let container = Container()
        container.register(Parent.self) { _ in Parent() }
            .initCompleted { r, parent in parent.child = r.resolve(Child.self) }
        container.register(Child.self) { r in Child(parent: r.resolve(Parent.self)) }
        XCTAssertTrue(try container.validate().problems.isEmpty)
    }

    func testRegistrationsThatTakeArgumentsAreListedUnlessAFactoryPassedThem() throws {
        let container = Container()
        container.register(ViewModel.self) { (_, repository: RemoteRepository) in ViewModel(repository: repository) }
        container.register(Coordinator.self, name: "alone") { (_, id: Int) in
            Coordinator(viewModel: ViewModel(repository: RemoteRepository()))
        }
        container.register(Coordinator.self) { r in
            Coordinator(viewModel: try r.require(ViewModel.self, argument: RemoteRepository()))
        }
        let report = try container.validate()
        XCTAssertEqual(report.needsArguments, ["Coordinator (name: \"alone\", arguments: Int)"])
        XCTAssertEqual(report.resolved, 1)
        XCTAssertTrue(report.description.contains("Not resolved, as they take arguments: Coordinator"), "\(report)")
    }

    func testAnOptionalResolveThatFindsNothingIsListedNotFailed() throws {
        let container = Container()
        container.register(Parent.self) { r in
            let parent = Parent()
            parent.child = r.resolve(Child.self)
            return parent
        }
        let report = try container.validate()
        XCTAssertEqual(report.optionalMisses, ["Child (Parent → Child)"])
    }

    func testAParentsSingletonThatKeepsAServiceOnlyAChildProvidesIsReported() {
        let parent = Container()
        parent.register(ViewModel.self) { r in try ViewModel(repository: r.require(Repository.self)) }
            .inObjectScope(.container)
        let child = parent.makeChild()
        child.register(Repository.self) { _ in RemoteRepository() }
        XCTAssertThrowsError(try child.validate()) { error in
            let problems = (error as? ContainerValidationError)?.report.problems ?? []
            XCTAssertEqual(problems.map(\.kind), [.keepsChildService])
            XCTAssertEqual(problems.first?.paths, [["ViewModel", "Repository"]])
            XCTAssertTrue(problems.first?.description.contains("give it the graph or transient scope") == true)
        }
        XCTAssertThrowsError(try parent.validate(), "the parent alone misses the repository") { error in
            XCTAssertEqual((error as? ContainerValidationError)?.report.problems.map(\.kind), [.notRegistered])
        }
    }

    func testAChildIsValidatedWithItsParentsAsItResolvesThem() throws {
        let parent = wiredContainer()
        let child = parent.makeChild()
        child.register(Repository.self) { _ in RemoteRepository() }
        child.register(Parent.self) { _ in Parent() }
        let report = try child.validate()
        XCTAssertEqual(report.resolved, 4, "the child's two, the parent's three, the repository once: the child's")
        XCTAssertTrue(try parent.validate().problems.isEmpty)
    }

    func testASynchronizedHierarchyIsValidatedUnderItsLock() throws {
        let container = wiredContainer()
        container.register(Int.self) { _ in 7 }
        let resolver = container.synchronize()
        XCTAssertTrue(try container.validate().problems.isEmpty)
        XCTAssertEqual(resolver.resolve(Int.self), 7, "and resolves as before")
    }

    @MainActor
    func testAFactoryRegisteredOnTheMainActorInASynchronizedHierarchyIsReported() async {
        let container = Container()
        container.register(Coordinator.self) { _ in Coordinator(viewModel: ViewModel(repository: RemoteRepository())) }
        XCTAssertNoThrow(try container.validate(), "on the main actor alone, it is where it belongs")
        _ = container.synchronize()
        XCTAssertThrowsError(try container.validate()) { error in
            let problems = (error as? ContainerValidationError)?.report.problems ?? []
            XCTAssertEqual(problems.map(\.kind), [.mainActorFactoryInSynchronizedHierarchy])
            XCTAssertEqual(problems.map(\.service), ["Coordinator"])
        }
    }

    func testAnAssemblerValidatesItsContainer() {
        struct Broken: Assembly {
            func assemble(container: Container) {
                container.register(ViewModel.self) { r in try ViewModel(repository: r.require(Repository.self)) }
            }
        }
        XCTAssertThrowsError(try Assembler([Broken()]).validate())
    }
}
