/// Keeps only the newest inner sequence subscribed: a new outer element disposes the
/// previous inner at once. The outer subscription is released when the outer completes,
/// and an inner's when it completes.
@usableFromInline
final class SwitchSink<Source, Output: Sendable>: SerialSink<Output>, @unchecked Sendable {
    // @unchecked: `latest`, `hasInner` and `outerDone` change under `stateLock`.
    @usableFromInline
    let selector: (Source) throws -> Observable<Output>
    @usableFromInline
    let outer = SingleAssignmentDisposable()
    @usableFromInline
    let inner = SerialDisposable()
    // Guarded by `stateLock`, which makes access exclusive; the dynamic check would only cost time.
    @usableFromInline
    @exclusivity(unchecked) var latest: UInt64 = 0
    @usableFromInline
    @exclusivity(unchecked) var hasInner = false
    @usableFromInline
    @exclusivity(unchecked) var outerDone = false

    @inlinable
    init(observer: AnyObserver<Output>, selector: @escaping @Sendable (Source) throws -> Observable<Output>) {
        self.selector = selector
        super.init(observer: observer)
    }

    @inlinable
    func run(_ source: Observable<Source>) -> Disposable where Output: Sendable {
        setUpstream(Disposables.create(outer, inner))
        outer.setDisposable(source.subscribe(AnyObserver(eventHandler: onOuter)))
        return self
    }

    @inlinable
    func onOuter(_ event: Event<Source>) where Output: Sendable {
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
            holder.setDisposable(next.subscribe(AnyObserver { [self] event in onInner(event, id: id, holder: holder) }))
        case .error(let error):
            send(.error(error))
        case .completed:
            outer.dispose()
            send { () -> Event<Output>? in
                outerDone = true
                return hasInner ? nil : .completed
            }
        }
    }

    @inlinable
    func onInner(_ event: Event<Output>, id: UInt64, holder: SingleAssignmentDisposable) where Output: Sendable {
        if event.isCompleted { holder.dispose() }
        send { () -> Event<Output>? in
            guard latest == id else { return nil }
            guard event.isCompleted else { return event }
            hasInner = false
            return outerDone ? .completed : nil
        }
    }
}

extension ObservableType {
    /// Maps each element to a sequence and follows only the newest one.
    @inlinable
    public func flatMapLatest<Inner: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> where Inner.Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            SwitchSink<Element, Inner.Element>(observer: observer) { try selector($0).asObservable() }.run(source)
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Follows only the newest inner sequence.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> where Element.Element: Sendable {
        flatMapLatest { $0 }
    }
}
