import Core
import CoreTesting
import XCTest

@MainActor private final class CatalogViewModel {
    let title = "Catalog"
}

@MainActor private final class CatalogViewController {
    let viewModel: CatalogViewModel
    init(viewModel: CatalogViewModel) { self.viewModel = viewModel }
}

/// An assembly of main-actor services, written as Swinject's: `@MainActor` on the assembly and
/// on its conformance, so its factories are main-actor code and the compiler keeps the
/// assembly on the main actor (`CompileFailTests` shows the other side).
@MainActor private struct CatalogAssembly: @MainActor Assembly {
    func assemble(container: Container) {
        container.register(CatalogViewModel.self) { _ in CatalogViewModel() }
        container.register(CatalogViewController.self) { r in
            CatalogViewController(viewModel: r.resolve(CatalogViewModel.self)!)
        }
    }
}

/// Main-actor services (view controllers, coordinators) registered and resolved from main-actor
/// code with Swinject's spelling, with no escape from the compiler's checks.
@MainActor
final class MainActorServicesTests: LeakCheckedTestCase {
    func testAContainerRegistersAndResolvesMainActorServices() async throws {
        let container = Container()
        container.register(CatalogViewModel.self) { _ in CatalogViewModel() }
        container.register(CatalogViewController.self) { r in
            try CatalogViewController(viewModel: r.require(CatalogViewModel.self))
        }
        let screen = try container.require(CatalogViewController.self)
        XCTAssertEqual(screen.viewModel.title, "Catalog")
    }

    func testAnAssemblyOfMainActorServicesWithAChildContainerPerFlow() async throws {
        let app = Assembler([CatalogAssembly()])
        let flow = Assembler([], parent: app)
        let screen = try XCTUnwrap(flow.resolver.resolve(CatalogViewController.self))
        XCTAssertEqual(screen.viewModel.title, "Catalog")
    }
}
