/// A group of `groupBy`: the elements that share `key`, as RxSwift's `GroupedObservable`.
public struct GroupedObservable<Key: Sendable, Element>: ObservableType {
    /// The key the group's elements share.
    public let key: Key
    @usableFromInline let source: Observable<Element>

    /// A group of `source`'s elements under `key`.
    @inlinable
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Starts delivering the group's elements to `observer`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as a plain `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> { source }
}

extension ObservableType where Element: Sendable {
    /// Splits the sequence into groups by key: emits a `GroupedObservable` the first time a
    /// key comes up, and sends each element to its key's group (RxSwift's `groupBy`).
    ///
    /// Groups are hot: a group's subscriber gets the elements that arrive after it subscribed.
    /// The source's end reaches every group, then the result; `keySelector` throwing fails
    /// them all. The source stays subscribed while a group is, even after the result's
    /// subscription is disposed, as in RxSwift.
    @inlinable
    public func groupBy<Key: Hashable & Sendable>(
        keySelector: @escaping @Sendable (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Observable { observer in
            let sink = Sink<GroupedObservable<Key, Element>>(observer: observer)
            let sourceSubscription = SingleAssignmentDisposable()
            let shared = RefCountDisposable(disposable: sourceSubscription)
            sink.setUpstream(shared)
            // The groups in the order their keys came up, nil once ended; touched by the
            // source's events only, which arrive one at a time.
            let groups = SerializedState<(subjects: [Key: PublishSubject<Element>], order: [Key])?>(([:], []))

            @Sendable func end(_ event: Event<Element>) {
                guard let ended = groups.value else { return }
                groups.value = nil
                // Over for every group too: a group still subscribed must not keep the source.
                sourceSubscription.dispose()
                for key in ended.order { ended.subjects[key]?.on(event) }
                if case .error(let error) = event {
                    sink.forwardTerminal(.error(error))
                } else {
                    sink.forwardTerminal(.completed)
                }
            }

            sourceSubscription.setDisposable(
                source.subscribe(
                    AnyObserver { event in
                        guard case .next(let element) = event else { return end(event) }
                        // After a failed selector, the source may still send until it is let go.
                        guard groups.value != nil else { return }
                        let key: Key
                        do { key = try keySelector(element) } catch { return end(.error(error)) }
                        if let subject = groups.value?.subjects[key] { return subject.onNext(element) }
                        let subject = PublishSubject<Element>()
                        groups.value?.subjects[key] = subject
                        groups.value?.order.append(key)
                        sink.forwardNext(
                            GroupedObservable(
                                key: key,
                                // Subscribed at once, as RxSwift's group, a subject, is.
                                source: Observable(entersTrampoline: false) { groupObserver in
                                    let keep = shared.retain()
                                    return Disposables.create(keep, subject.subscribe(groupObserver))
                                }))
                        subject.onNext(element)
                    }))
            return sink
        }
    }
}
