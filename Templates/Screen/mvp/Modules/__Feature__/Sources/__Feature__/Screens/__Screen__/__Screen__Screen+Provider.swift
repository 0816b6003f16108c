import Core

extension __Feature__DependencyProvider {
    /// The __Screen__ screen's presenter: made here, where everything __Feature__'s parent
    /// provides is at hand (`dependency`), for the presenter to take what it needs.
    var templateScreenPresenter: __Screen__Presenter { __Screen__Presenter() }

    /// The __Screen__ screen over `navigation`, as a module __Feature__'s coordinator opens.
    func templateScreenScreen(with navigation: NavigationControllable) -> Module<Void> {
        Module(coordinator: __Screen__ScreenCoordinator(navigation: navigation, presenter: templateScreenPresenter))
    }
}
