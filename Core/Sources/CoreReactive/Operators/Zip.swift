/// The engine of `zip`: each source queues its elements in state the overload captured;
/// `compute` takes one element from each queue once all have one.
///
/// A source's subscription is released as soon as it completes. When the result completes
/// depends on the overload, as in RxSwift: the fixed-arity forms complete once every source
/// has completed; the collection form also completes when a source emits while all the
/// others have completed and no tuple can form.
@usableFromInline
final class ZipSink<Output: Sendable>: SerialSink<Output>, @unchecked Sendable {
    // @unchecked: the progress array and the captured queues change under `stateLock`.
    @usableFromInline
    enum Completion { case whenAllComplete, whenNoTupleCanForm }

    @usableFromInline
    let arity: Int
    @usableFromInline
    let completion: Completion
    @usableFromInline
    let compute: () throws -> Output?
    @usableFromInline
    let subscriptions: [SingleAssignmentDisposable]
    @usableFromInline
    var isDone: [Bool]
    @usableFromInline
    var doneCount = 0

    @inlinable
    init(
        observer: AnyObserver<Output>, arity: Int, completion: Completion,
        compute: @escaping @Sendable () throws -> Output?
    ) {
        self.arity = arity
        self.completion = completion
        self.compute = compute
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer)
        setUpstream(Disposables.create(subscriptions))
    }

    /// Subscribes source number `index`; `push` queues an element under the lock.
    @inlinable
    func attach<Element>(_ index: Int, _ source: Observable<Element>, push: @escaping @Sendable (Element) -> Void)
    where Output: Sendable {
        subscriptions[index].setDisposable(
            source.subscribe(
                AnyObserver { [self] event in
                    switch event {
                    case .next(let element):
                        send { received { push(element) } }
                    case .error(let error):
                        send(.error(error))
                    case .completed:
                        subscriptions[index].dispose()
                        send { completed(index) }
                    }
                }))
    }

    @inlinable
    func run() -> Disposable where Output: Sendable {
        if arity == 0 { send(.completed) }
        return self
    }

    @inlinable
    func received(push: () -> Void) -> Event<Output>? {
        push()
        do {
            if let tuple = try compute() { return .next(tuple) }
        } catch {
            return .error(error)
        }
        return completion == .whenNoTupleCanForm && doneCount == arity - 1 ? .completed : nil
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
    /// Combines every source's elements by index.
    @inlinable
    public static func zip<Sources: Swift.Collection>(
        _ collection: Sources, resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element>
    where Element: Sendable, Sources.Element: ObservableConvertibleType, Sources.Element.Element: Sendable {
        let sources = collection.map { $0.asObservable() }
        return Observable { observer in
            let queues = SerializedState(
                [ZipQueue<Sources.Element.Element>](repeating: ZipQueue(), count: sources.count))
            let sink = ZipSink<Element>(observer: observer, arity: sources.count, completion: .whenNoTupleCanForm) {
                let row = queues.value.compactMap(\.peek)
                guard row.count == queues.value.count else { return nil }
                for index in queues.value.indices { queues.value[index].drop() }
                return try resultSelector(row)
            }
            for (index, source) in sources.enumerated() {
                sink.attach(index, source) { queues.value[index].push($0) }
            }
            return sink.run()
        }
    }

    /// Combines every source's elements by index into arrays.
    @inlinable
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element, Element: Sendable {
        Observable<[Element]>.zip(collection) { $0 }
    }
}

/// A FIFO with O(1) amortised pops, for zip's per-source buffers.
@usableFromInline
struct ZipQueue<Element> {
    @inlinable
    init() {}

    @usableFromInline
    var storage: [Element] = []
    @usableFromInline
    var head = 0

    @usableFromInline
    var isEmpty: Bool { head == storage.count }
    @usableFromInline
    var peek: Element? { isEmpty ? nil : storage[head] }

    @inlinable
    mutating func push(_ element: Element) { storage.append(element) }

    @inlinable
    mutating func drop() {
        guard !isEmpty else { return }
        head += 1
        if head > 32, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }
}
extension ZipQueue: Sendable where Element: Sendable {}
