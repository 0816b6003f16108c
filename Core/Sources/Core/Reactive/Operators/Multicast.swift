/// A subject: an observable that is also an observer, as RxSwift's `SubjectType`.
public protocol SubjectType<Element>: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType
    /// The observer side of the subject.
    func asObserver() -> Observer
}

extension PublishSubject: SubjectType {}
extension BehaviorSubject: SubjectType {}
extension ReplaySubject: SubjectType {}

/// An observable that subscribes to its source only when `connect()` is called, and shares
/// that one subscription among its subscribers.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Connects to the source; disposing the result disconnects. While connected, calling it
    /// again returns the same connection.
    func connect() -> Disposable
}

/// The base class of connectable observables, as in RxSwift.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    @inlinable
    override init() {}

    /// Connects to the source; subclasses implement it.
    @inlinable
    public func connect() -> Disposable { Disposables.create() }
}

extension ObservableType {
    /// A connectable view of this sequence that, once connected, sends it through `subject`.
    @inlinable
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable()) { subject }
    }

    /// A connectable view of this sequence that sends it through a new subject made for
    /// each connection.
    @inlinable
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject
    ) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), makeSubject: makeSubject)
    }

    /// `multicast` through a `PublishSubject`.
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(PublishSubject())
    }

    /// `multicast` through a `ReplaySubject` keeping `bufferSize` elements.
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(ReplaySubject.create(bufferSize: bufferSize))
    }

    /// `multicast` through a `ReplaySubject` keeping every element.
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(ReplaySubject.createUnbound())
    }
}

/// `multicast`'s connectable: subscribers meet the current subject; `connect` subscribes it
/// to the source. Disconnecting lets go of the subject, so the next connection makes one anew.
@usableFromInline
final class Multicast<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    @usableFromInline
    let source: Observable<Subject.Observer.Element>
    @usableFromInline
    let makeSubject: () -> Subject
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    var subject: Subject?
    @usableFromInline
    var connection: MulticastConnection?

    @inlinable
    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
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

    @inlinable
    override func run(_ observer: AnyObserver<Subject.Element>) -> Disposable {
        currentSubject.subscribe(observer)
    }

    @inlinable
    override func connect() -> Disposable {
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
final class MulticastConnection: Disposable, @unchecked Sendable {
    // @unchecked: `link` is thread-safe and `onDispose` runs once, guarded by `link`.
    @usableFromInline
    let link = SingleAssignmentDisposable()
    @usableFromInline
    let onDispose: (MulticastConnection) -> Void

    @inlinable
    init(onDispose: @escaping (MulticastConnection) -> Void) {
        self.onDispose = onDispose
    }

    @inlinable
    func dispose() {
        guard !link.isDisposed else { return }
        onDispose(self)
        link.dispose()
    }
}
