import Core

/// VIPER's router (wireframe): the screen's navigation.
@MainActor
final class __Screen__Router {
    private weak var navigation: NavigationControllable?
    /// Emits when the screen has been closed.
    let closed = PublishRelay<Void>()

    init(navigation: NavigationControllable?) {
        self.navigation = navigation
    }

    func show(_ screen: Presentable) {
        navigation?.pushViewController(screen, animated: true)
    }

    func close() {
        _ = navigation?.popViewController(animated: true)
        closed.accept(())
    }
}
