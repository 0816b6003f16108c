extension ObservableType {
    /// Drops elements that `comparer` calls equal to the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        lift {
            var previous: Element?
            return { event, sink in
                switch event {
                case .next(let element):
                    guard !sink.isFinished else { return }
                    do {
                        if let previous, try comparer(previous, element) { return }
                        previous = element
                        sink.forwardNext(element)
                    } catch {
                        sink.forwardTerminal(.error(error))
                    }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }

    /// Drops elements whose key equals the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged { try keySelector($0) == keySelector($1) }
    }
}

extension ObservableType where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged { $0 == $1 }
    }
}
