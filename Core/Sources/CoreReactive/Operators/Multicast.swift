import CoreSupport

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
    /// A connectable view of this sequence that, once connected, sends it through `subject`,
    /// the same subject for every connection.
    @inlinable
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable()) { subject }.connectable
    }

    /// A connectable view of this sequence that sends it through a subject `makeSubject` makes
    /// for each connection (RxSwift's): when a connection ends, because it was disposed or the
    /// source terminated, its subject goes with it, and the next subscriber or connection gets
    /// a new one.
    @inlinable
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping @Sendable () -> Subject
    ) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), makeSubject: makeSubject).connectable
    }

    /// For each subscriber, multicasts this sequence through a subject `subjectSelector` makes,
    /// to the sequence `selector` builds from it, and connects once that one is subscribed:
    /// every use of the shared sequence in `selector` sees one subscription to this one.
    @inlinable
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping @Sendable () throws -> Subject,
        selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable { observer in
            let sink = Sink<Result>(observer: observer)
            do {
                let subject = try subjectSelector()
                let connectable = Multicast(source: source) { subject }.connectable
                let shared = try selector(connectable.asObservable())
                let subscription = shared.subscribe(AnyObserver { sink.forward($0) })
                sink.setUpstream(Disposables.create(subscription, connectable.connect()))
            } catch {
                sink.forward(.error(error))
            }
            return sink
        }
    }

    /// `multicast` through a new `PublishSubject` for each connection.
    @inlinable
    public func publish() -> ConnectableObservable<Element> where Element: Sendable {
        multicast(makeSubject: { PublishSubject() })
    }

    /// `multicast` through a new `ReplaySubject` keeping `bufferSize` elements for each
    /// connection.
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> where Element: Sendable {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// `multicast` through a new `ReplaySubject` keeping every element for each connection.
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> where Element: Sendable {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}

/// `multicast`'s connectable: subscribers meet the current subject; `connect` subscribes it
/// to the source. A connection that ends lets go of the subject, so the next connection (or
/// subscriber) makes one anew.
@usableFromInline
final class Multicast<Subject: SubjectType>: Sendable {
    /// The current subject and connection, if any.
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var subject: Subject?
        @usableFromInline var connection: MulticastConnection<Subject.Observer.Element>?

        @inlinable
        init() {}
    }

    @usableFromInline
    let source: Observable<Subject.Observer.Element>
    @usableFromInline
    let makeSubject: @Sendable () -> Subject
    @usableFromInline
    let state = LockedValue(State())

    @inlinable
    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping @Sendable () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    /// The subject of the current (or next) connection.
    @inlinable
    var currentSubject: Subject {
        let makeSubject = self.makeSubject
        return state.withLock { state in
            if let subject = state.subject { return subject }
            let made = makeSubject()
            state.subject = made
            return made
        }
    }

    /// The public face: subscribers meet the current subject, `connect` connects it.
    @inlinable
    var connectable: ConnectableObservable<Subject.Element> {
        ConnectableObservable(subscribe: { [self] in currentSubject.subscribe($0) }, connect: { [self] in connect() })
    }

    /// The current connection, or a new one subscribing the current subject to the source.
    @inlinable
    func connect() -> Disposable {
        let target = currentSubject
        let (current, isNew) = state.withLock { state -> (MulticastConnection<Subject.Observer.Element>, Bool) in
            if let connection = state.connection { return (connection, false) }
            let made = MulticastConnection(subject: AnyObserver(target.asObserver())) { [weak self] ended in
                self?.ended(ended)
            }
            state.connection = made
            return (made, true)
        }
        if isNew { current.link.setDisposable(source.subscribe(current)) }
        return current
    }

    /// Forgets `connection` and its subject, if it is still the current one.
    @inlinable
    func ended(_ connection: MulticastConnection<Subject.Observer.Element>) {
        state.withLock { state in
            guard state.connection === connection else { return }
            state.connection = nil
            state.subject = nil
        }
    }
}

/// One connection of a `multicast`: it passes the source's events to its subject until it is
/// disposed or the source terminates. On a terminal event it ends first, then tells the
/// subject, so a subscriber that connects again from its handler starts a new connection.
@usableFromInline
final class MulticastConnection<Element>: ObserverType, Disposable {
    @usableFromInline
    let link = SingleAssignmentDisposable()
    @usableFromInline
    let subject: AnyObserver<Element>
    @usableFromInline
    let onEnd: @Sendable (MulticastConnection<Element>) -> Void

    @inlinable
    init(subject: AnyObserver<Element>, onEnd: @escaping @Sendable (MulticastConnection<Element>) -> Void) {
        self.subject = subject
        self.onEnd = onEnd
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !link.isDisposed else { return }
        if event.isStopEvent { dispose() }
        subject.on(event)
    }

    @inlinable
    func dispose() {
        guard !link.isDisposed else { return }
        onEnd(self)
        link.dispose()
    }
}
