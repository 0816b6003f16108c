extension Observable {
    /// An observable whose subscription runs `subscribe`.
    ///
    /// The observer handed to `subscribe` enforces the grammar (nothing after a terminal
    /// event), serializes calls made from several threads, and disposes the returned
    /// disposable on termination or dispose.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Producer { observer in
            let sink = SerialSink<Element>(observer: observer)
            sink.setUpstream(subscribe(AnyObserver { event in sink.send(event) }))
            return sink
        }
    }

    /// An observable built anew by `factory` for each subscriber.
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Producer { observer in
            do {
                return try factory().subscribe(observer)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }
}
