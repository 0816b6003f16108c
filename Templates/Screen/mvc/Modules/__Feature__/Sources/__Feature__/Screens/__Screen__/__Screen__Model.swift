import Core

/// MVC's active model: it holds the screen's data and logic; the controller only maps it to
/// the view and user actions to it.
@MainActor
final class __Screen__Model {
    /// The items, and every change to them.
    let items = BehaviorRelay<[String]>(value: [])
    /// The user is done with the screen.
    let close = PublishRelay<Void>()

    func add() {
        items.accept(items.value + ["Item \(items.value.count + 1)"])
    }

    func removeLast() {
        items.accept(Array(items.value.dropLast()))
    }
}
