import Core

extension __Feature__DependencyProvider {
    /// The __Screen__ screen's model: made here, where everything __Feature__'s parent provides
    /// is at hand (`dependency`), for the model to take what it needs.
    var templateScreenModel: __Screen__Model { __Screen__Model() }

    /// The __Screen__ screen over `navigation`, as a module __Feature__'s coordinator opens.
    func templateScreenScreen(with navigation: NavigationControllable) -> Module<Void> {
        Module(coordinator: __Screen__ScreenCoordinator(navigation: navigation, model: templateScreenModel))
    }
}
