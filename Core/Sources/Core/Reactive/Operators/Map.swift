extension ObservableType {
    /// Transforms each element; a throwing transform ends the sequence with its error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        lift {
            { event, sink in
                switch event {
                case .next(let element):
                    guard !sink.isFinished else { return }
                    do { sink.forwardNext(try transform(element)) } catch { sink.forwardTerminal(.error(error)) }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }

    /// Transforms each element and drops the nils.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        lift {
            { event, sink in
                switch event {
                case .next(let element):
                    guard !sink.isFinished else { return }
                    do {
                        if let mapped = try transform(element) { sink.forwardNext(mapped) }
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
