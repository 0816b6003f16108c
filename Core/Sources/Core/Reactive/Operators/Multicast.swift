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
    override init() {}

    /// Connects to the source; subclasses implement it.
    public func connect() -> Disposable { Disposables.create() }
}

extension ObservableType {
    /// A connectable view of this sequence that, once connected, sends it through `subject`.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable()) { subject }
    }

    /// A connectable view of this sequence that sends it through a new subject made for
    /// each connection.
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject
    ) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), makeSubject: makeSubject)
    }

    /// `multicast` through a `PublishSubject`.
    public func publish() -> ConnectableObservable<Element> {
        multicast(PublishSubject())
    }

    /// `multicast` through a `ReplaySubject` keeping `bufferSize` elements.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(ReplaySubject.create(bufferSize: bufferSize))
    }

    /// `multicast` through a `ReplaySubject` keeping every element.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(ReplaySubject.createUnbound())
    }
}

/// `multicast`'s connectable: subscribers meet the current subject; `connect` subscribes it
/// to the source. Disconnecting lets go of the subject, so the next connection makes one anew.
final class Multicast<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    private let lock = Lock()
    private var subject: Subject?
    private var connection: MulticastConnection?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    private var currentSubject: Subject {
        lock.locked {
            if let subject { return subject }
            let made = makeSubject()
            subject = made
            return made
        }
    }

    override func run(_ observer: AnyObserver<Subject.Element>) -> Disposable {
        currentSubject.subscribe(observer)
    }

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

    private func disconnected(_ ended: MulticastConnection) {
        lock.locked {
            guard connection === ended else { return }
            connection = nil
            subject = nil
        }
    }
}

/// One connection of a `multicast`: disposing it unsubscribes the subject from the source.
final class MulticastConnection: Disposable, @unchecked Sendable {
    // @unchecked: `link` is thread-safe and `onDispose` runs once, guarded by `link`.
    let link = SingleAssignmentDisposable()
    private let onDispose: (MulticastConnection) -> Void

    init(onDispose: @escaping (MulticastConnection) -> Void) {
        self.onDispose = onDispose
    }

    func dispose() {
        guard !link.isDisposed else { return }
        onDispose(self)
        link.dispose()
    }
}
