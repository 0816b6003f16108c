/// Subscribes to an inner sequence per outer element, at most `maxConcurrent` at a time,
/// and merges their elements: the engine of `flatMap`, `concatMap`, `merge` and `concat`.
final class MergeSink<Source, Output>: SerialSink<Output>, @unchecked Sendable {
    private let selector: (Source) throws -> Observable<Output>
    private let maxConcurrent: Int
    private let inners = CompositeDisposable()
    private var active = 0
    private var waiting: [Observable<Output>] = []
    private var outerDone = false

    init(observer: AnyObserver<Output>, maxConcurrent: Int, selector: @escaping (Source) throws -> Observable<Output>) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer)
    }

    func onOuter(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            guard !isFinished else { return }
            let inner: Observable<Output>
            do { inner = try selector(element) } catch { return send(.error(error)) }
            let startNow = stateLock.locked { () -> Bool in
                if active < maxConcurrent {
                    active += 1
                    return true
                }
                waiting.append(inner)
                return false
            }
            if startNow { subscribe(inner) }
        case .error(let error):
            send(.error(error))
        case .completed:
            send { () -> Event<Output>? in
                outerDone = true
                return active == 0 ? .completed : nil
            }
        }
    }

    private func subscribe(_ inner: Observable<Output>) {
        let holder = SingleAssignmentDisposable()
        guard let key = inners.insert(holder) else { return }
        holder.setDisposable(inner.subscribe(AnyObserver { [self] event in
            switch event {
            case .next: send(event)
            case .error: send(event)
            case .completed: innerCompleted(key)
            }
        }))
    }

    private func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        inners.remove(for: key)
        let next = stateLock.locked { () -> Observable<Output>? in
            if waiting.isEmpty {
                active -= 1
                return nil
            }
            return waiting.removeFirst()
        }
        if let next {
            subscribe(next)
        } else {
            send { outerDone && active == 0 ? .completed : nil }
        }
    }

    override func releaseResources() {
        inners.dispose()
    }
}

extension ObservableType {
    func merging<Output>(maxConcurrent: Int, _ selector: @escaping (Element) throws -> Observable<Output>) -> Observable<Output> {
        let source = asObservable()
        return Producer { observer in
            let sink = MergeSink(observer: observer, maxConcurrent: maxConcurrent, selector: selector)
            sink.setUpstream(source.subscribe(AnyObserver(eventHandler: sink.onOuter)))
            return sink
        }
    }

    /// Maps each element to a sequence and merges all of them as they emit.
    public func flatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner) -> Observable<Inner.Element> {
        merging(maxConcurrent: .max) { try selector($0).asObservable() }
    }

    /// Maps each element to a sequence and runs them one after another, in order.
    public func concatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner) -> Observable<Inner.Element> {
        merging(maxConcurrent: 1) { try selector($0).asObservable() }
    }

    /// Emits this sequence's elements, then, once it completes, `second`'s.
    public func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Element> where Second.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences as they emit.
    public func merge() -> Observable<Element.Element> {
        merging(maxConcurrent: .max) { $0.asObservable() }
    }

    /// Merges the inner sequences, with at most `maxConcurrent` subscribed at once.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        merging(maxConcurrent: max(1, maxConcurrent)) { $0.asObservable() }
    }

    /// Runs the inner sequences one after another.
    public func concat() -> Observable<Element.Element> {
        merging(maxConcurrent: 1) { $0.asObservable() }
    }
}

extension Observable {
    /// Merges the sources' elements as they arrive; completes when all complete.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable<Observable<Element>>.from(sources).merge()
    }

    /// Merges the sources' elements as they arrive; completes when all complete.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Runs the sources one after another.
    public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable<Observable<Element>>.from(sources).concat()
    }

    /// Runs the sources one after another.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}
