extension ObservableType {
    /// Emits the first `count` elements, then completes.
    public func take(_ count: Int) -> Observable<Element> {
        guard count > 0 else { return .empty() }
        return lift {
            var remaining = count
            return { event, sink in
                switch event {
                case .next(let element):
                    guard remaining > 0 else { return }
                    remaining -= 1
                    sink.forwardNext(element)
                    if remaining == 0 { sink.forwardTerminal(.completed) }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }

    /// Emits elements while `predicate` holds, then completes.
    public func take(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift {
            { event, sink in
                switch event {
                case .next(let element):
                    guard !sink.isFinished else { return }
                    do {
                        if try predicate(element) { sink.forwardNext(element) } else { sink.forwardTerminal(.completed) }
                    } catch {
                        sink.forwardTerminal(.error(error))
                    }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }

    /// Skips the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        lift {
            var remaining = count
            return { event, sink in
                switch event {
                case .next(let element):
                    if remaining > 0 { remaining -= 1 } else { sink.forwardNext(element) }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }

    /// Skips elements while `predicate` holds, then passes everything on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift {
            var skipping = true
            return { event, sink in
                switch event {
                case .next(let element):
                    guard !sink.isFinished else { return }
                    do {
                        if skipping, try predicate(element) { return }
                        skipping = false
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
}
