/// The engine of `combineLatest`: each source stores its latest element in state the
/// overload captured; `compute` reads it once every source has emitted.
///
/// As in RxSwift, the result completes when every source has completed, or when a source
/// emits while it is the only one not finished and some source never emitted (nothing can
/// be combined any more). A source's subscription is released as soon as it completes.
@usableFromInline
final class CombineLatestSink<Output: Sendable>: SerialSink<Output>, @unchecked Sendable {
    // @unchecked: the progress arrays and the captured state change under `stateLock`.
    @usableFromInline
    let arity: Int
    @usableFromInline
    let compute: () throws -> Output?
    @usableFromInline
    let subscriptions: [SingleAssignmentDisposable]
    @usableFromInline
    var hasValue: [Bool]
    @usableFromInline
    var isDone: [Bool]
    @usableFromInline
    var valueCount = 0
    @usableFromInline
    var doneCount = 0

    @inlinable
    init(observer: AnyObserver<Output>, arity: Int, compute: @escaping @Sendable () throws -> Output?) {
        self.arity = arity
        self.compute = compute
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer)
        setUpstream(Disposables.create(subscriptions))
    }

    /// Subscribes source number `index`; `store` records an element under the lock.
    @inlinable
    func attach<Element>(_ index: Int, _ source: Observable<Element>, store: @escaping @Sendable (Element) -> Void)
    where Output: Sendable {
        subscriptions[index].setDisposable(
            source.subscribe(
                AnyObserver { [self] event in
                    switch event {
                    case .next(let element):
                        send { received(index) { store(element) } }
                    case .error(let error):
                        send(.error(error))
                    case .completed:
                        subscriptions[index].dispose()
                        send { completed(index) }
                    }
                }))
    }

    /// With no sources, emits the selector's result for no elements once, then completes
    /// (as RxSwift does for an empty collection).
    @inlinable
    func run() -> Disposable where Output: Sendable {
        if arity == 0 {
            do {
                if let output = try compute() { send(.next(output)) }
                send(.completed)
            } catch {
                send(.error(error))
            }
        }
        return self
    }

    @inlinable
    func received(_ index: Int, store: () -> Void) -> Event<Output>? {
        store()
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount == arity {
            do { return try compute().map { .next($0) } } catch { return .error(error) }
        }
        let othersDone = doneCount - (isDone[index] ? 1 : 0)
        return othersDone == arity - 1 ? .completed : nil
    }

    @inlinable
    func completed(_ index: Int) -> Event<Output>? {
        guard !isDone[index] else { return nil }
        isDone[index] = true
        doneCount += 1
        return doneCount == arity ? .completed : nil
    }
}

extension Observable {
    /// Combines the latest elements of every source whenever any emits, once each has emitted.
    @inlinable
    public static func combineLatest<Sources: Swift.Collection>(
        _ collection: Sources, resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element>
    where Element: Sendable, Sources.Element: ObservableConvertibleType, Sources.Element.Element: Sendable {
        let sources = collection.map { $0.asObservable() }
        return Observable { observer in
            let values = SerializedState([Sources.Element.Element?](repeating: nil, count: sources.count))
            let sink = CombineLatestSink<Element>(observer: observer, arity: sources.count) {
                try resultSelector(values.value.compactMap { $0 })
            }
            for (index, source) in sources.enumerated() {
                sink.attach(index, source) { values.value[index] = $0 }
            }
            return sink.run()
        }
    }

    /// Combines the latest elements of every source into arrays, once each has emitted.
    @inlinable
    public static func combineLatest<Sources: Swift.Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element, Element: Sendable {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}
