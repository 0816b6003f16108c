extension Observable {
    /// An observable whose subscription runs `subscribe`.
    ///
    /// The observer handed to `subscribe` enforces the grammar (nothing after a terminal
    /// event), serializes calls made from several threads, and disposes the returned
    /// disposable on termination or dispose.
    @inlinable
    public static func create(
        _ subscribe: @escaping @Sendable (AnyObserver<Element>) -> Disposable
    ) -> Observable<Element> where Element: Sendable {
        Observable { observer in
            let sink = SerialSink<Element>(observer: observer)
            sink.setUpstream(subscribe(AnyObserver { event in sink.send(event) }))
            return sink
        }
    }

    /// `MainActorObservable.create`: chosen where a control's `ControlEvent` or
    /// `ControlProperty` is made of it, as RxCocoa's own extensions write
    /// `ControlEvent(events: Observable.create { [weak control] observer in ... })`, so the
    /// closure may touch the control, as main-actor code the compiler checks. Elsewhere
    /// `create`'s `@Sendable` form is chosen.
    @inlinable
    public static func create(
        _ subscribe: @escaping @MainActor (AnyObserver<Element>) -> Disposable
    ) -> MainActorObservable<Element> where Element: Sendable {
        MainActorObservable.create(subscribe)
    }

    /// An observable built anew by `factory` for each subscriber.
    @inlinable
    public static func deferred(_ factory: @escaping @Sendable () throws -> Observable<Element>) -> Observable<Element>
    {
        Observable { observer in
            do {
                return try factory().subscribe(observer)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }

    /// `MainActorObservable.deferred`: chosen where a control's `ControlProperty` or
    /// `ControlEvent` is made of it, as RxCocoa's own extensions write
    /// `ControlProperty(values: Observable.deferred { [weak view] in ... .startWith(view?.text) }, ...)`,
    /// so the factory may read the view, as main-actor code the compiler checks. Elsewhere
    /// `deferred`'s `@Sendable` form is chosen.
    @inlinable
    public static func deferred<Source: ObservableConvertibleType>(
        _ factory: @escaping @MainActor () -> Source
    ) -> MainActorObservable<Element> where Source.Element == Element, Element: Sendable {
        MainActorObservable.deferred(factory)
    }

    /// Makes a resource per subscriber, runs the sequence built from it, and disposes the
    /// resource when that sequence terminates or the subscriber leaves.
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        observableFactory: @escaping @Sendable (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable { observer in
            let resource: Resource
            let source: Observable<Element>
            do {
                resource = try resourceFactory()
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
            do {
                source = try observableFactory(resource)
            } catch {
                observer.on(.error(error))
                resource.dispose()
                return Disposables.create()
            }
            let sink = Sink<Element>(observer: observer)
            sink.setUpstream(Disposables.create(source.subscribe(AnyObserver { sink.forward($0) }), resource))
            return sink
        }
    }
}
