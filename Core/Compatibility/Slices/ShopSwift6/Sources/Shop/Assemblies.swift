import RxSwift
import Swinject

public struct NetworkAssembly: Assembly {
    private let api: ShopAPI

    public init(api: ShopAPI) {
        self.api = api
    }

    public func assemble(container: Container) {
        let api = self.api
        container.register(ShopAPI.self) { _ in api }.inObjectScope(.container)
    }
}

@MainActor
public struct LoginAssembly: @MainActor Assembly {
    private let scheduler: SchedulerType

    public init(scheduler: SchedulerType = MainScheduler.instance) {
        self.scheduler = scheduler
    }

    public func assemble(container: Container) {
        let scheduler = self.scheduler
        container.register(LoginViewModel.self) { r in
            LoginViewModel(api: r.resolve(ShopAPI.self)!, scheduler: scheduler)
        }
        container.register(LoginViewController.self) { r in
            LoginViewController(viewModel: r.resolve(LoginViewModel.self)!)
        }
    }
}

public struct CatalogAssembly: Assembly {
    public init() {}

    public func assemble(container: Container) {
        container.register(CatalogViewModel.self) { r in CatalogViewModel(api: r.resolve(ShopAPI.self)!) }
    }
}
