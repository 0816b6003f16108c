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
