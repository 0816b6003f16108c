import Foundation

extension ObservableType {
    /// Prints the sequence's subscriptions, events and disposal to standard output, each line
    /// timestamped and tagged with `identifier` (by default the calling file, line and
    /// function), in RxSwift's format. With `trimOutput`, long events are shortened to 40
    /// characters.
    @inlinable
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> where Element: Sendable {
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        // The sequence itself, as RxSwift's `debug` subscribes it.
        let source = self
        return Observable.create { observer in
            DebugLog.write(name, "subscribed")
            let subscription = source.subscribe(
                AnyObserver { event in
                    DebugLog.write(name, "Event " + DebugLog.trimmed(String(describing: event), trimOutput))
                    observer.on(event)
                })
            return Disposables.create {
                DebugLog.write(name, "isDisposed")
                subscription.dispose()
            }
        }
    }
}

extension PrimitiveSequence {
    /// `Observable.debug` for a trait: prints its subscriptions, events and disposal.
    @inlinable
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        PrimitiveSequence(
            raw: asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

/// `debug`'s output lines.
@usableFromInline
enum DebugLog {
    /// Prints `content` for `identifier` with the time, as RxSwift's `debug` does.
    @usableFromInline
    static func write(_ identifier: String, _ content: String) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        print("\(formatter.string(from: Date())): \(identifier) -> \(content)")
    }

    /// `text`, cut to its first and last 20 characters around "..." when `trim` and longer than 40.
    @usableFromInline
    static func trimmed(_ text: String, _ trim: Bool) -> String {
        guard trim, text.count > 40 else { return text }
        return "\(text.prefix(20))...\(text.suffix(20))"
    }
}
