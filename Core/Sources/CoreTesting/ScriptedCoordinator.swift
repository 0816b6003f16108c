import Core

/// A child flow a test drives by hand: it shows nothing and ends when the test says so,
/// with a result or an error.
@MainActor
public final class ScriptedCoordinator<Result>: BaseCoordinator<Result> {
    private let outcome = PublishSubject<Result>()

    /// A flow that runs until `finish` or `fail`.
    public override init() {
        super.init()
    }

    /// Runs until the first result or error.
    public override func start() -> Observable<Result> {
        outcome.take(1)
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
