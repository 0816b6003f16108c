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

/// The tree `tree(of:)` gives, as it prints.
final class DependencyTreeTests: XCTestCase {
    func testTheTreeShowsWhatAResolveBuildsWithScopesAndSharing() {
        let container = Container()
        container.register(Repository.self) { _ in RemoteRepository() }.inObjectScope(.container)
        container.register(ViewModel.self) { r in try ViewModel(repository: r.require(Repository.self)) }
            .inObjectScope(.transient)
        container.register(Coordinator.self) { r in try Coordinator(viewModel: r.require(ViewModel.self)) }
        container.register((Coordinator, Repository).self) { r in
            (try r.require(Coordinator.self), try r.require(Repository.self))
        }
        XCTAssertEqual(
            container.tree(of: (Coordinator, Repository).self).description,
            """
            (Coordinator, Repository) · graph, one per resolve, shared within it
            ├── Coordinator · graph, one per resolve, shared within it
            │   └── ViewModel · transient, new for each resolve
            │       └── Repository · container, kept by its container
            └── Repository · container, shared: built above in this resolve
            """)
        XCTAssertEqual(container.tree(of: Coordinator.self).root?.dependencies.first?.service, "ViewModel")
    }

    func testATreeMarksWhereItFailedAndSaysWhy() {
        let container = Container()
        container.register(Coordinator.self) { r in try Coordinator(viewModel: r.require(ViewModel.self)) }
        container.register(ViewModel.self) { r in try ViewModel(repository: r.require(Repository.self)) }
        let tree = container.tree(of: Coordinator.self)
        XCTAssertEqual(
            tree.description.components(separatedBy: "\n").first,
            "Coordinator · graph, one per resolve, shared within it ✗")
        XCTAssertTrue(tree.description.contains("└── ViewModel · graph, one per resolve, shared within it ✗"))
        XCTAssertTrue(tree.failure?.contains("Resolution path: Coordinator → ViewModel → Repository") == true)
        XCTAssertNil(Container().tree(of: Coordinator.self).root)
        XCTAssertEqual(container.tree(of: Coordinator.self).debugDescription, tree.description)
    }
}
