import Core

/// A child flow a test drives by hand: it shows nothing and ends when the test says so,
/// with a result or an error.
@MainActor
public final class ScriptedCoordinator<Result: Sendable>: BaseCoordinator<Result> {
    private let outcome = PublishSubject<Result>()
    private let startFailure: Swift.Error?

    /// A flow that runs until `finish` or `fail`; with `failingWith`, one that fails with it
    /// as soon as it starts.
    public init(failingWith startFailure: Swift.Error? = nil) {
        self.startFailure = startFailure
        super.init()
    }

    /// Runs until the first result or error.
    public override func start() -> MainActorObservable<Result> {
        if let startFailure { return .error(startFailure) }
        return outcome.observe(on: MainScheduler.instance).take(1)
    }

    /// Ends the flow with `result`.
    public func finish(with result: Result) {
        outcome.onNext(result)
    }

    /// Ends the flow with `error`, as a child that fails while it runs.
    public func fail(_ error: Swift.Error) {
        outcome.onError(error)
    }
}

extension ScriptedCoordinator where Result == Void {
    /// Ends the flow.
    public func finish() {
        finish(with: ())
    }
}
