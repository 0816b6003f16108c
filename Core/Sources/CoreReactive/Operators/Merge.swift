import CoreSupport

/// Subscribes to an inner sequence per outer element and merges their elements: the engine
/// of `flatMap`, `flatMapFirst`, `concatMap`, `merge` and `concat`.
///
/// At most `maxConcurrent` inners run at once; the rest wait in order, or, for
/// `flatMapFirst`, are dropped. The outer subscription is released as soon as the outer
/// completes, and each inner's as soon as it completes.
@usableFromInline
final class MergeSink<Source, Output: Sendable>: SerialSink<Output>, @unchecked Sendable {
    // @unchecked: `active`, `waiting`, `outerDone` and `starting` change under `stateLock`.
    @usableFromInline
    enum Overflow: Sendable { case wait, drop }

    @usableFromInline
    let selector: (Source) throws -> Observable<Output>
    @usableFromInline
    let maxConcurrent: Int
    @usableFromInline
    let overflow: Overflow
    @usableFromInline
    let outer = SingleAssignmentDisposable()
    @usableFromInline
    let inners = CompositeDisposable()
    @usableFromInline
    let trampoline = SubscriptionTrampoline()
    // Guarded by `stateLock`.
    @usableFromInline
    var active = 0
    @usableFromInline
    var waiting: [Observable<Output>] = []
    @usableFromInline
    var starting: [Observable<Output>] = []
    @usableFromInline
    var outerDone = false

    @inlinable
    init(
        observer: AnyObserver<Output>, maxConcurrent: Int, overflow: Overflow,
        selector: @escaping @Sendable (Source) throws -> Observable<Output>
    ) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        self.overflow = overflow
        super.init(observer: observer)
    }

    @inlinable
    func run(_ source: Observable<Source>) -> Disposable where Output: Sendable {
        setUpstream(Disposables.create(outer, inners))
        outer.setDisposable(source.subscribe(AnyObserver(eventHandler: onOuter)))
        return self
    }

    @inlinable
    func onOuter(_ event: Event<Source>) where Output: Sendable {
        switch event {
        case .next(let element):
            guard !isFinished else { return }
            if overflow == .drop, stateLock.locked({ active > 0 }) { return }
            let inner: Observable<Output>
            do { inner = try selector(element) } catch { return send(.error(error)) }
            let startNow = stateLock.locked { () -> Bool in
                if active < maxConcurrent {
                    active += 1
                    starting.append(inner)
                    return true
                }
                if overflow == .wait { waiting.append(inner) }
                return false
            }
            if startNow { startInners() }
        case .error(let error):
            send(.error(error))
        case .completed:
            outer.dispose()
            send { () -> Event<Output>? in
                outerDone = true
                return active == 0 ? .completed : nil
            }
        }
    }

    /// Subscribes the inners queued in `starting`; an inner that completes synchronously
    /// starts the next one from this loop rather than from inside its own subscription.
    @inlinable
    func startInners() where Output: Sendable {
        trampoline.run { [self] in
            while !isFinished, let inner = stateLock.locked({ starting.isEmpty ? nil : starting.removeFirst() }) {
                subscribe(inner)
            }
        }
    }

    @inlinable
    func subscribe(_ inner: Observable<Output>) where Output: Sendable {
        let holder = SingleAssignmentDisposable()
        guard let key = inners.insert(holder) else { return }
        holder.setDisposable(
            inner.subscribe(
                AnyObserver { [self] event in
                    switch event {
                    case .next, .error: send(event)
                    case .completed: innerCompleted(key)
                    }
                }))
    }

    @inlinable
    func innerCompleted(_ key: CompositeDisposable.DisposeKey) where Output: Sendable {
        inners.remove(for: key)
        let startNext = stateLock.locked { () -> Bool in
            guard !waiting.isEmpty else {
                active -= 1
                return false
            }
            starting.append(waiting.removeFirst())
            return true
        }
        if startNext {
            startInners()
        } else {
            send { outerDone && active == 0 ? .completed : nil }
        }
    }
}

extension ObservableType {
    @inlinable
    func merging<Output>(
        maxConcurrent: Int, overflow: MergeSink<Element, Output>.Overflow = .wait,
        _ selector: @escaping @Sendable (Element) throws -> Observable<Output>
    ) -> Observable<Output> where Output: Sendable {
        let source = asObservable()
        return Observable { observer in
            MergeSink(observer: observer, maxConcurrent: maxConcurrent, overflow: overflow, selector: selector).run(
                source)
        }
    }

    /// Maps each element to a sequence and merges all of them as they emit.
    @inlinable @_disfavoredOverload
    public func flatMap<Inner: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> where Inner.Element: Sendable {
        merging(maxConcurrent: .max) { try selector($0).asObservable() }
    }

    /// Maps an element to a sequence only while no earlier one is running: elements that
    /// arrive meanwhile are dropped.
    @inlinable @_disfavoredOverload
    public func flatMapFirst<Inner: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> where Inner.Element: Sendable {
        merging(maxConcurrent: 1, overflow: .drop) { try selector($0).asObservable() }
    }

    /// Maps each element to a sequence and runs them one after another, in order.
    @inlinable @_disfavoredOverload
    public func concatMap<Inner: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> where Inner.Element: Sendable {
        merging(maxConcurrent: 1) { try selector($0).asObservable() }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences as they emit.
    @inlinable
    public func merge() -> Observable<Element.Element> where Element.Element: Sendable {
        merging(maxConcurrent: .max) { $0.asObservable() }
    }

    /// Merges the inner sequences, with at most `maxConcurrent` subscribed at once.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> where Element.Element: Sendable {
        merging(maxConcurrent: Swift.max(1, maxConcurrent)) { $0.asObservable() }
    }
}

extension Observable {
    /// Merges the sources' elements as they arrive; completes when all complete.
    @inlinable
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element>, Element: Sendable {
        Observable<Observable<Element>>.emittingAtOnce(Array(sources)).merge()
    }

    /// Merges the sources' elements as they arrive; completes when all complete.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> where Element: Sendable {
        Observable<Observable<Element>>.emittingAtOnce(sources).merge()
    }

    /// Merges the sources' elements as they arrive; completes when all complete.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> where Element: Sendable {
        Observable<Observable<Element>>.emittingAtOnce(sources).merge()
    }

    /// Merges subjects, relays or traits of one type, as RxSwift merges subjects (which are
    /// `Observable`s there and `ObservableType`s here).
    @inlinable @_disfavoredOverload
    public static func merge<Source: ObservableConvertibleType>(_ sources: Source...) -> Observable<Element>
    where Source.Element == Element, Element: Sendable {
        Observable<Observable<Element>>.emittingAtOnce(sources.map { $0.asObservable() }).merge()
    }
}
