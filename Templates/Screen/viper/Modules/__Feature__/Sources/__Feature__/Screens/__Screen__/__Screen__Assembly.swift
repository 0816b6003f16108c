import Core

/// VIPER's assembly: builds the module and injects each part into the next.
@MainActor
enum __Screen__Assembly {
    static func build(
        navigation: NavigationControllable?, interactor: __Screen__Interactor
    ) -> (view: __Screen__ViewController, router: __Screen__Router) {
        let router = __Screen__Router(navigation: navigation)
        let presenter = __Screen__Presenter(interactor: interactor, router: router)
        return (__Screen__ViewController(presenter: presenter), router)
    }
}
