/// Keeps only the newest inner sequence subscribed; older ones are disposed.
final class SwitchSink<Source, Output>: SerialSink<Output>, @unchecked Sendable {
    private let selector: (Source) throws -> Observable<Output>
    private let inner = SerialDisposable()
    private var latest: UInt64 = 0
    private var hasInner = false
    private var outerDone = false

    init(observer: AnyObserver<Output>, selector: @escaping (Source) throws -> Observable<Output>) {
        self.selector = selector
        super.init(observer: observer)
    }

    func onOuter(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            guard !isFinished else { return }
            let next: Observable<Output>
            do { next = try selector(element) } catch { return send(.error(error)) }
            let id = stateLock.locked { () -> UInt64 in
                latest &+= 1
                hasInner = true
                return latest
            }
            let holder = SingleAssignmentDisposable()
            inner.disposable = holder
            holder.setDisposable(next.subscribe(AnyObserver { [self] event in onInner(event, id: id) }))
        case .error(let error):
            send(.error(error))
        case .completed:
            send { () -> Event<Output>? in
                outerDone = true
                return hasInner ? nil : .completed
            }
        }
    }

    private func onInner(_ event: Event<Output>, id: UInt64) {
        send { () -> Event<Output>? in
            guard latest == id else { return nil }
            if event.isCompleted {
                hasInner = false
                return outerDone ? .completed : nil
            }
            return event
        }
    }

    override func releaseResources() {
        inner.dispose()
    }
}

extension ObservableType {
    /// Maps each element to a sequence and follows only the newest one.
    public func flatMapLatest<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner) -> Observable<Inner.Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = SwitchSink<Element, Inner.Element>(observer: observer) { try selector($0).asObservable() }
            sink.setUpstream(source.subscribe(AnyObserver(eventHandler: sink.onOuter)))
            return sink
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Follows only the newest inner sequence.
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}
