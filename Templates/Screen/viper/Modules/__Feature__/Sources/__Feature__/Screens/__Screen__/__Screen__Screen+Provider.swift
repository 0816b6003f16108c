import Core

extension __Feature__DependencyProvider {
    /// The __Screen__ module's interactor, its use cases: made here, where everything
    /// __Feature__'s parent provides is at hand (`dependency`), for the interactor to take what it
    /// needs; the assembly injects it into the presenter.
    var templateScreenInteractor: __Screen__Interactor { __Screen__Interactor() }

    /// The __Screen__ screen over `navigation`, as a module __Feature__'s coordinator opens.
    func templateScreenScreen(with navigation: NavigationControllable) -> Module<Void> {
        Module(coordinator: __Screen__ScreenCoordinator(navigation: navigation, interactor: templateScreenInteractor))
    }
}
