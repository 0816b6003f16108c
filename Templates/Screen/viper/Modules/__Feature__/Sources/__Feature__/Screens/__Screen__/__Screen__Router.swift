import Core

/// VIPER's router (wireframe): the screen's navigation.
@MainActor
final class __Screen__Router {
    private weak var navigation: NavigationControllable?
    private weak var screen: Presentable?
    /// Emits when the screen has been closed.
    let closed = PublishRelay<Void>()

    init(navigation: NavigationControllable?) {
        self.navigation = navigation
    }

    /// Shows `screen` over its feature's: pushed, or presented over a modal one.
    func show(_ screen: Presentable) {
        self.screen = screen
        navigation?.show(screen, animated: true)
    }

    func close() {
        if let screen { navigation?.hide(screen, animated: true) }
        closed.accept(())
    }
}
