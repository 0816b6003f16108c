import RxSwift
import ShopSwift6
import Swinject
import XCTest

@MainActor
final class AssemblyTests: XCTestCase {
    func testTheAssembliesResolveEveryScreen() async {
        let api = FakeShopAPI(scheduler: MainScheduler.instance)
        let assembler = Assembler([NetworkAssembly(api: api), LoginAssembly(), CatalogAssembly()])
        XCTAssertNotNil(assembler.resolver.resolve(LoginViewController.self))
        XCTAssertNotNil(assembler.resolver.resolve(CatalogViewModel.self))
        XCTAssertTrue(assembler.resolver.resolve(ShopAPI.self) as AnyObject === api, "the API is the one registered")
        XCTAssertFalse(
            assembler.resolver.resolve(LoginViewModel.self) === assembler.resolver.resolve(LoginViewModel.self),
            "a view model per screen")
    }

    func testAFeatureAssemblyInAChildContainerSeesTheParentsServices() async {
        let parent = Container()
        NetworkAssembly(api: FakeShopAPI(scheduler: MainScheduler.instance)).assemble(container: parent)
        let child = Container(parent: parent)
        CatalogAssembly().assemble(container: child)
        XCTAssertNotNil(child.resolve(CatalogViewModel.self))
        XCTAssertNil(parent.resolve(CatalogViewModel.self))
    }
}
