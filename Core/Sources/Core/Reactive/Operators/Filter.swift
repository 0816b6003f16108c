extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift {
            { event, sink in
                switch event {
                case .next(let element):
                    guard !sink.isFinished else { return }
                    do {
                        if try predicate(element) { sink.forwardNext(element) }
                    } catch {
                        sink.forwardTerminal(.error(error))
                    }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }

    /// Drops every element and passes on only the terminal event.
    public func ignoreElements() -> Observable<Never> {
        lift {
            { event, sink in
                switch event {
                case .next: break
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }
}
