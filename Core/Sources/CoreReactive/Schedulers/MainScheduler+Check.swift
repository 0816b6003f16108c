import CoreSupport

extension MainScheduler {
    /// Checks that the caller runs on the main queue, as RxSwift's check of the same name.
    ///
    /// Off the main queue, RxSwift stops the process; this reports ``NotOnMainThread`` to
    /// `Hooks.defaultErrorHandler` instead and returns false, so the app keeps running and the
    /// mistake is still seen. Main-actor code needs no such check: the compiler makes it.
    @discardableResult
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) -> Bool {
        guard !isOnMainQueue else { return true }
        UnhandledErrors.report(NotOnMainThread(message: errorMessage ?? "Running on background thread."))
        return false
    }
}

/// Code that must run on the main queue ran elsewhere (`MainScheduler.ensureRunningOnMainThread`).
public struct NotOnMainThread: Error, Equatable, CustomStringConvertible {
    /// What the check said.
    public let message: String

    /// The error with what the check said.
    public init(message: String) {
        self.message = message
    }

    /// What the check said, and what to do about it.
    public var description: String {
        "\(message) This code must run on the main queue: move it there with observe(on: MainScheduler.instance), "
            + "or make it main-actor code so the compiler checks where it runs."
    }
}
