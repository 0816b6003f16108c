/// A subject: an observable that is also an observer, as RxSwift's `SubjectType`.
public protocol SubjectType<Element>: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType
    /// The observer side of the subject.
    func asObserver() -> Observer
}

/// An observable that subscribes to its source only when `connect()` is called, and shares
/// that one subscription among its subscribers.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Connects to the source; disposing the result disconnects. While connected, calling it
    /// again returns the same connection.
    func connect() -> Disposable
}

/// A connectable observable, as RxSwift's: what `multicast`, `publish` and `replay` return.
public final class ConnectableObservable<Element>: ConnectableObservableType {
    @usableFromInline let subscribeHandler: @Sendable (AnyObserver<Element>) -> Disposable
    @usableFromInline let connectHandler: @Sendable () -> Disposable

    @inlinable
    init(
        subscribe: @escaping @Sendable (AnyObserver<Element>) -> Disposable,
        connect: @escaping @Sendable () -> Disposable
    ) {
        subscribeHandler = subscribe
        connectHandler = connect
    }

    /// Starts delivering the shared events to `observer`; nothing flows before `connect()`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeHandler(AnyObserver.erasing(observer))
    }

    /// Connects to the source; disposing the result disconnects.
    @inlinable
    public func connect() -> Disposable { connectHandler() }
}

extension ObservableType {
    /// A connectable view of this sequence that, once connected, sends it through `subject`.
    @inlinable
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable()) { subject }.connectable
    }

    /// A connectable view of this sequence that sends it through a new subject made for
    /// each connection.
    @inlinable
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping @Sendable () -> Subject
    ) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), makeSubject: makeSubject).connectable
    }

    /// `multicast` through a `PublishSubject`.
    @inlinable
    public func publish() -> ConnectableObservable<Element> where Element: Sendable {
        multicast(PublishSubject())
    }

    /// `multicast` through a `ReplaySubject` keeping `bufferSize` elements.
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> where Element: Sendable {
        multicast(ReplaySubject.create(bufferSize: bufferSize))
    }

    /// `multicast` through a `ReplaySubject` keeping every element.
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> where Element: Sendable {
        multicast(ReplaySubject.createUnbound())
    }
}

/// `multicast`'s connectable: subscribers meet the current subject; `connect` subscribes it
/// to the source. Disconnecting lets go of the subject, so the next connection makes one anew.
@usableFromInline
final class Multicast<Subject: SubjectType>: @unchecked Sendable {
    // @unchecked: `subject` and `connection` change under `lock`; everything else is immutable
    // and `Sendable` (subjects and observers are), `makeSubject` included.
    @usableFromInline
    let source: Observable<Subject.Observer.Element>
    @usableFromInline
    let makeSubject: @Sendable () -> Subject
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    var subject: Subject?
    @usableFromInline
    var connection: MulticastConnection?

    @inlinable
    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping @Sendable () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    @inlinable
    var currentSubject: Subject {
        lock.locked {
            if let subject { return subject }
            let made = makeSubject()
            subject = made
            return made
        }
    }

    /// The public face: subscribers meet the current subject, `connect` connects it.
    @inlinable
    var connectable: ConnectableObservable<Subject.Element> {
        ConnectableObservable(subscribe: { [self] in currentSubject.subscribe($0) }, connect: { [self] in connect() })
    }

    @inlinable
    func connect() -> Disposable {
        let target = currentSubject
        let (current, isNew) = lock.locked { () -> (MulticastConnection, Bool) in
            if let connection { return (connection, false) }
            let made = MulticastConnection { [weak self] ended in self?.disconnected(ended) }
            connection = made
            return (made, true)
        }
        if isNew { current.link.setDisposable(source.subscribe(target.asObserver())) }
        return current
    }

    @inlinable
    func disconnected(_ ended: MulticastConnection) {
        lock.locked {
            guard connection === ended else { return }
            connection = nil
            subject = nil
        }
    }
}

/// One connection of a `multicast`: disposing it unsubscribes the subject from the source.
@usableFromInline
final class MulticastConnection: Disposable {
    @usableFromInline
    let link = SingleAssignmentDisposable()
    @usableFromInline
    let onDispose: @Sendable (MulticastConnection) -> Void

    @inlinable
    init(onDispose: @escaping @Sendable (MulticastConnection) -> Void) {
        self.onDispose = onDispose
    }

    @inlinable
    func dispose() {
        guard !link.isDisposed else { return }
        onDispose(self)
        link.dispose()
    }
}
