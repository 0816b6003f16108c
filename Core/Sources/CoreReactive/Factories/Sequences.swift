extension Observable {
    /// Emits `element`, then completes.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> where Element: Sendable {
        Observable(entersTrampoline: false) { observer in
            observer.onNext(element)
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Emits `element` on `scheduler`, then completes there.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element>
    where Element: Sendable {
        from([element], scheduler: scheduler)
    }

    /// Emits the elements in order on `scheduler`, one scheduled step each, then completes.
    /// On the default, `CurrentThreadScheduler`, they come once the whole chain is subscribed,
    /// in turns with other such sources subscribed with it, as in RxSwift.
    @inlinable
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Element: Sendable {
        from(elements, scheduler: scheduler)
    }

    /// Emits the elements of `sequence` on `scheduler`, one scheduled step each, then
    /// completes; stops as soon as the subscriber stops, so an endless sequence followed by
    /// `take` ends. On the default, `CurrentThreadScheduler`, they come once the whole chain is
    /// subscribed, in turns with other such sources subscribed with it, as in RxSwift.
    @inlinable
    public static func from<S: Sequence & Sendable>(
        _ sequence: S, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element>
    where S.Element == Element {
        Observable { observer in
            let iterator = StepState(sequence.makeIterator())
            return scheduler.scheduleRecursive(()) { _, recurse in
                guard !observer.isStopped else { return }
                if let element = iterator.value.next() {
                    observer.onNext(element)
                    recurse(())
                } else {
                    observer.on(.completed)
                }
            }
        }
    }

    /// Emits the elements of `sequence` during the subscription itself, then completes; stops
    /// as soon as the subscriber stops. What RxSwift does without a scheduler: `startWith`'s
    /// elements, and the sources `merge` and `concat` subscribe in one go.
    @inlinable
    static func emittingAtOnce<S: Sequence & Sendable>(_ sequence: S) -> Observable<Element>
    where S.Element == Element {
        Observable(entersTrampoline: false) { observer in
            let cancel = BooleanDisposable()
            for element in sequence {
                if cancel.isDisposed || observer.isStopped { return cancel }
                observer.onNext(element)
            }
            if !cancel.isDisposed { observer.on(.completed) }
            return cancel
        }
    }

    /// Emits the optional's value if there is one, then completes.
    @inlinable
    public static func from(optional: Element?) -> Observable<Element> where Element: Sendable {
        guard let optional else { return empty() }
        return just(optional)
    }

    /// Emits the optional's value on `scheduler` if there is one, then completes.
    @inlinable
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element>
    where Element: Sendable {
        from(optional.map { [$0] } ?? [], scheduler: scheduler)
    }

    /// Completes at once.
    @inlinable
    public static func empty() -> Observable<Element> {
        Observable(entersTrampoline: false) { observer in
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Never emits anything.
    @inlinable
    public static func never() -> Observable<Element> {
        Observable(entersTrampoline: false) { _ in Disposables.create() }
    }

    /// Fails at once with `error`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Observable(entersTrampoline: false) { observer in
            observer.on(.error(error))
            return Disposables.create()
        }
    }
}

extension Observable where Element: FixedWidthInteger {
    /// Emits `count` consecutive integers from `start` on `scheduler`, one scheduled step each,
    /// then completes; a negative count, or a range whose last element does not fit in
    /// `Element`, fails with `RangeError`.
    @inlinable
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element>
    where Element: Sendable {
        switch RangeError.last(start: start, count: count) {
        case .success(let last?): return from(start...last, scheduler: scheduler)
        // Empty still takes one scheduled step to complete, as every other count does.
        case .success(nil): return from(EmptyCollection(), scheduler: scheduler)
        case .failure(let error): return Observable.error(error)
        }
    }
}

/// Why `Observable.range` could not emit: RxSwift traps on these; Core reports them.
public struct RangeError: Error, CustomStringConvertible {
    @inlinable
    init(start: String, count: String, type: String) {
        self.start = start
        self.count = count
        self.type = type
    }

    /// The start the range was asked for, as written.
    public let start: String
    /// The count the range was asked for, as written.
    public let count: String
    /// The integer type the range was asked in.
    public let type: String

    /// What was asked and what to change.
    @inlinable
    public var description: String {
        "Observable.range(start: \(start), count: \(count)) cannot be emitted as \(type): "
            + (count.hasPrefix("-") ? "the count is negative." : "its last element does not fit in \(type).")
    }

    /// The last element of the range, nil when it is empty, or why there is none.
    @inlinable
    static func last<Element: FixedWidthInteger>(start: Element, count: Element) -> Result<Element?, RangeError> {
        if count == 0 { return .success(nil) }
        let (last, overflow) = start.addingReportingOverflow(count - 1)
        guard count > 0, !overflow else {
            return .failure(RangeError(start: "\(start)", count: "\(count)", type: "\(Element.self)"))
        }
        return .success(last)
    }
}
