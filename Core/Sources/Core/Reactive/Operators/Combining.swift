/// The engine of `combineLatest` and `zip`. Each source writes into state captured by
/// closures; `compute` reads that state under the sink's lock and returns a result once
/// every source has contributed.
final class CombiningSink<Output>: SerialSink<Output>, @unchecked Sendable {
    enum Mode { case latest, zip }

    private let mode: Mode
    private let arity: Int
    private let compute: () throws -> Output?
    private let hasBuffered: (Int) -> Bool
    private let subscriptions = CompositeDisposable()
    private var done: [Bool]

    init(observer: AnyObserver<Output>, mode: Mode, arity: Int, hasBuffered: @escaping (Int) -> Bool, compute: @escaping () throws -> Output?) {
        self.mode = mode
        self.arity = arity
        self.hasBuffered = hasBuffered
        self.compute = compute
        done = Array(repeating: false, count: arity)
        super.init(observer: observer)
    }

    /// Subscribes source number `index`; `store` records an element under the lock.
    func attach<Element>(_ index: Int, _ source: Observable<Element>, store: @escaping (Element) -> Void) {
        let holder = SingleAssignmentDisposable()
        subscriptions.insert(holder)
        holder.setDisposable(source.subscribe(AnyObserver { [self] event in
            switch event {
            case .next(let element):
                send { () -> Event<Output>? in
                    store(element)
                    return emission()
                }
                if mode == .zip { send { exhausted() ? .completed : nil } }
            case .error(let error):
                send(.error(error))
            case .completed:
                send { () -> Event<Output>? in
                    done[index] = true
                    switch mode {
                    case .latest: return !hasBuffered(index) || !done.contains(false) ? .completed : nil
                    case .zip: return exhausted() ? .completed : nil
                    }
                }
            }
        }))
    }

    func start() -> Disposable {
        setUpstream(subscriptions)
        if arity == 0 { send(.completed) }
        return self
    }

    private func emission() -> Event<Output>? {
        do { return try compute().map { .next($0) } } catch { return .error(error) }
    }

    private func exhausted() -> Bool {
        done.indices.contains { done[$0] && !hasBuffered($0) }
    }
}

extension Observable {
    /// Combines the latest elements of both sources whenever either emits.
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2) = (source1.asObservable(), source2.asObservable())
        return Producer { observer in
            var v1: O1.Element?, v2: O2.Element?
            let sink = CombiningSink(observer: observer, mode: .latest, arity: 2, hasBuffered: { [v1 != nil, v2 != nil][$0] }) {
                guard let v1, let v2 else { return nil }
                return try resultSelector(v1, v2)
            }
            sink.attach(0, s1) { v1 = $0 }
            sink.attach(1, s2) { v2 = $0 }
            return sink.start()
        }
    }

    /// Combines the latest elements of three sources whenever any emits.
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        return Producer { observer in
            var v1: O1.Element?, v2: O2.Element?, v3: O3.Element?
            let sink = CombiningSink(observer: observer, mode: .latest, arity: 3, hasBuffered: { [v1 != nil, v2 != nil, v3 != nil][$0] }) {
                guard let v1, let v2, let v3 else { return nil }
                return try resultSelector(v1, v2, v3)
            }
            sink.attach(0, s1) { v1 = $0 }
            sink.attach(1, s2) { v2 = $0 }
            sink.attach(2, s3) { v3 = $0 }
            return sink.start()
        }
    }

    /// Combines the latest elements of four sources whenever any emits.
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3, s4) = (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable())
        return Producer { observer in
            var v1: O1.Element?, v2: O2.Element?, v3: O3.Element?, v4: O4.Element?
            let sink = CombiningSink(observer: observer, mode: .latest, arity: 4, hasBuffered: { [v1 != nil, v2 != nil, v3 != nil, v4 != nil][$0] }) {
                guard let v1, let v2, let v3, let v4 else { return nil }
                return try resultSelector(v1, v2, v3, v4)
            }
            sink.attach(0, s1) { v1 = $0 }
            sink.attach(1, s2) { v2 = $0 }
            sink.attach(2, s3) { v3 = $0 }
            sink.attach(3, s4) { v4 = $0 }
            return sink.start()
        }
    }

    /// Combines the latest elements of every source whenever any emits.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableConvertibleType {
        let sources = collection.map { $0.asObservable() }
        return Producer { observer in
            var values = [Collection.Element.Element?](repeating: nil, count: sources.count)
            var present = [Bool](repeating: false, count: sources.count)
            let sink = CombiningSink(observer: observer, mode: .latest, arity: sources.count, hasBuffered: { present[$0] }) {
                guard !present.contains(false) else { return nil }
                return try resultSelector(values.compactMap { $0 })
            }
            for (index, source) in sources.enumerated() {
                sink.attach(index, source) { values[index] = $0; present[index] = true }
            }
            return sink.start()
        }
    }

    /// Pairs the sources' elements by index: the first with the first, and so on.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2) = (source1.asObservable(), source2.asObservable())
        return Producer { observer in
            var q1 = Queue<O1.Element>(), q2 = Queue<O2.Element>()
            let sink = CombiningSink(observer: observer, mode: .zip, arity: 2, hasBuffered: { [!q1.isEmpty, !q2.isEmpty][$0] }) {
                guard let a = q1.peek, let b = q2.peek else { return nil }
                q1.drop()
                q2.drop()
                return try resultSelector(a, b)
            }
            sink.attach(0, s1) { q1.push($0) }
            sink.attach(1, s2) { q2.push($0) }
            return sink.start()
        }
    }

    /// Combines the sources' elements by index, three at a time.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        return Producer { observer in
            var q1 = Queue<O1.Element>(), q2 = Queue<O2.Element>(), q3 = Queue<O3.Element>()
            let sink = CombiningSink(observer: observer, mode: .zip, arity: 3, hasBuffered: { [!q1.isEmpty, !q2.isEmpty, !q3.isEmpty][$0] }) {
                guard let a = q1.peek, let b = q2.peek, let c = q3.peek else { return nil }
                q1.drop()
                q2.drop()
                q3.drop()
                return try resultSelector(a, b, c)
            }
            sink.attach(0, s1) { q1.push($0) }
            sink.attach(1, s2) { q2.push($0) }
            sink.attach(2, s3) { q3.push($0) }
            return sink.start()
        }
    }

    /// Combines every source's elements by index.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableConvertibleType {
        let sources = collection.map { $0.asObservable() }
        return Producer { observer in
            var queues = [Queue<Collection.Element.Element>](repeating: Queue(), count: sources.count)
            let sink = CombiningSink(observer: observer, mode: .zip, arity: sources.count, hasBuffered: { !queues[$0].isEmpty }) {
                guard !queues.contains(where: \.isEmpty) else { return nil }
                let row = queues.compactMap(\.peek)
                for index in queues.indices { queues[index].drop() }
                return try resultSelector(row)
            }
            for (index, source) in sources.enumerated() {
                sink.attach(index, source) { queues[index].push($0) }
            }
            return sink.start()
        }
    }
}

extension Observable {
    /// Combines the latest elements of both sources into tuples.
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(_ source1: O1, _ source2: O2) -> Observable<(O1.Element, O2.Element)> where Element == (O1.Element, O2.Element) {
        combineLatest(source1, source2) { ($0, $1) }
    }

    /// Combines the latest elements of three sources into tuples.
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Observable<(O1.Element, O2.Element, O3.Element)> where Element == (O1.Element, O2.Element, O3.Element) {
        combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Pairs the sources' elements by index into tuples.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(_ source1: O1, _ source2: O2) -> Observable<(O1.Element, O2.Element)> where Element == (O1.Element, O2.Element) {
        zip(source1, source2) { ($0, $1) }
    }
}

extension Observable {
    /// Combines the latest elements of every source into arrays.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Collection.Element.Element]> where Collection.Element: ObservableConvertibleType, Element == [Collection.Element.Element] {
        combineLatest(collection) { $0 }
    }

    /// Combines every source's elements by index into arrays.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Collection.Element.Element]> where Collection.Element: ObservableConvertibleType, Element == [Collection.Element.Element] {
        zip(collection) { $0 }
    }
}

/// A FIFO with O(1) amortised pops, for zip's per-source buffers.
struct Queue<Element> {
    private var storage: [Element] = []
    private var head = 0

    var isEmpty: Bool { head == storage.count }
    var peek: Element? { isEmpty ? nil : storage[head] }

    mutating func push(_ element: Element) { storage.append(element) }

    mutating func drop() {
        guard !isEmpty else { return }
        head += 1
        if head > 32, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }
}
