import Core
import CoreTesting

/// Holds what the scheduled steps of a multicast test share: the connection and each
/// subscription by name, so a step scheduled later can end what an earlier one began.
final class Handles: Sendable {
    let connection = LockedBox<Disposable?>(nil)
    let subscriptions = LockedBox<[String: Disposable]>([:])

    func connect<Connectable: ConnectableObservableType>(_ connectable: Connectable) {
        connection.set(connectable.connect())
    }

    func disconnect() { connection.value?.dispose() }

    func subscribe<Element: Sendable>(
        _ name: String, _ sequence: Observable<Element>, _ observer: TestableObserver<Element>
    ) {
        let subscription = sequence.subscribe(observer)
        subscriptions.mutate { $0[name] = subscription }
    }

    func dispose(_ name: String) { subscriptions.value[name]?.dispose() }
}
