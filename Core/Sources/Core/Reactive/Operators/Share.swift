import Synchronization

/// How long `share(replay:scope:)` keeps its connection and replay buffer.
public enum SubjectLifetimeScope: Sendable {
    /// Disconnects and forgets the buffer when the last subscriber leaves; the next one reconnects.
    case whileConnected
    /// Keeps the buffer (and a terminal event) for every later subscriber.
    case forever
}

/// One shared connection to a source, fanned out through a subject.
final class ShareConnection<Element>: @unchecked Sendable {
    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    private let lock = Lock()
    private var subject: SubjectBase<Element>?
    private var connection: Disposable?
    private var generation = 0
    private var subscribers = 0

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    private func makeSubject() -> SubjectBase<Element> {
        replay > 0 ? ReplaySubject.create(bufferSize: replay) : PublishSubject()
    }

    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let (subject, connectGeneration) = lock.locked { () -> (SubjectBase<Element>, Int?) in
            let subject = self.subject ?? makeSubject()
            self.subject = subject
            subscribers += 1
            guard connection == nil, subject.stopEvent == nil else { return (subject, nil) }
            generation += 1
            connection = Disposables.create()
            return (subject, generation)
        }
        let subscription = subject.subscribe(observer)
        if let connectGeneration { connect(subject, generation: connectGeneration) }
        return Disposables.create { [self] in
            subscription.dispose()
            disconnectIfUnused()
        }
    }

    private func connect(_ subject: SubjectBase<Element>, generation: Int) {
        let link = source.subscribe(AnyObserver { [self] event in
            if event.isStopEvent { sourceEnded(generation: generation) }
            subject.on(event)
        })
        let stale = lock.locked { () -> Bool in
            guard self.generation == generation, connection != nil else { return true }
            connection = link
            return false
        }
        if stale { link.dispose() }
    }

    private func sourceEnded(generation: Int) {
        let link = lock.locked { () -> Disposable? in
            guard self.generation == generation else { return nil }
            defer {
                connection = nil
                if scope == .whileConnected { subject = nil }
            }
            return connection
        }
        link?.dispose()
    }

    private func disconnectIfUnused() {
        let link = lock.locked { () -> Disposable? in
            subscribers -= 1
            guard subscribers == 0 else { return nil }
            defer {
                connection = nil
                generation += 1
                if scope == .whileConnected { subject = nil }
            }
            return connection
        }
        link?.dispose()
    }
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying the last
    /// `replay` elements to late ones.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        let shared = ShareConnection(source: asObservable(), replay: replay, scope: scope)
        return Producer { observer in shared.subscribe(observer) }
    }
}
