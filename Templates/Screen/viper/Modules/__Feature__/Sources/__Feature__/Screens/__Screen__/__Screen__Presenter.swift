import Core

/// VIPER's presenter: tells the view what to show from the interactor's entities, and turns
/// the view's events into interactor calls or routing.
@MainActor
final class __Screen__Presenter {
    private let interactor: __Screen__Interactor
    private let router: __Screen__Router

    init(interactor: __Screen__Interactor, router: __Screen__Router) {
        self.interactor = interactor
        self.router = router
    }

    /// What the view shows, and every change.
    var props: Observable<__Screen__Props> {
        interactor.items.asObservable().map { __Screen__Props.from($0.map(\.title)) }
    }

    func addTapped() { interactor.add() }
    func removeTapped() { interactor.removeLast() }
    func backTapped() { router.close() }
}
