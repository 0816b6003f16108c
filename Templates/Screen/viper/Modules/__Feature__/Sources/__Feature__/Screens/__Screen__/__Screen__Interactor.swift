import Core

/// VIPER's interactor: the use case; it changes the entities and publishes them.
@MainActor
final class __Screen__Interactor {
    let items = BehaviorRelay<[__Screen__Item]>(value: [])

    func add() {
        items.accept(items.value + [__Screen__Item(title: "Item \(items.value.count + 1)")])
    }

    func removeLast() {
        items.accept(Array(items.value.dropLast()))
    }
}
