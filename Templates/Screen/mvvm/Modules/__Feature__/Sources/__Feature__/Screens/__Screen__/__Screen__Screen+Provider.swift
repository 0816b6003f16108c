import Core

extension __Feature__DependencyProvider {
    /// The __Screen__ screen's view model: made here, where everything __Feature__'s parent
    /// provides is at hand (`dependency`), for the view model to take what it needs.
    var templateScreenViewModel: __Screen__ViewModel { __Screen__ViewModel() }

    /// The __Screen__ screen over `navigation`, as a module __Feature__'s coordinator opens.
    func templateScreenScreen(with navigation: NavigationControllable) -> Module<Void> {
        Module(coordinator: __Screen__ScreenCoordinator(navigation: navigation, viewModel: templateScreenViewModel))
    }
}
