import Core
import Shared

/// What both shells share: the navigation, the running root flow, the status line and help.
@MainActor
public final class AppSession {
    /// The app's version, for `--version`.
    public static let version = "0.1.0"

    /// The screens.
    public let navigation = TerminalNavigationController()
    /// Where the data comes from.
    public let component: AppComponent
    /// The last failure no screen showed itself (a feature that could not open, an unhandled
    /// error), until the user acts again.
    public private(set) var notice: String?
    /// Called when a notice arrives, so the shell can show it at once.
    public var onNotice: (@MainActor (String) -> Void)?
    /// Whether the shells show the debug view with every screen.
    public var showsDebug = false
    private var coordinator: AppCoordinator?
    private let disposeBag = DisposeBag()
    private let city: String
    private let features: [ScaffoldedFeature]

    /// A session over `component`, starting in `city`, offering the scaffolded features
    /// (`features` stands in for them in tests).
    public init(component: AppComponent, city: String, features: [ScaffoldedFeature]? = nil) {
        self.component = component
        self.city = city
        self.features = features ?? component.scaffoldedFeatures
    }

    /// Reads the saved venues, then starts the root flow; a saved list that cannot be read,
    /// cached data shown because the venue service failed, or a failure of the flow itself,
    /// becomes a notice.
    public func start() {
        let saved = component.savedVenueStore.load()
        if case .corrupt = saved { report(message: saved.description) }
        let coordinator = AppCoordinator(component: component, features: features, navigation: navigation, city: city) {
            [weak self] error in self?.report(error)
        }
        self.coordinator = coordinator
        let clock = component.clock
        component.venueRepository.fallbacks
            .drive(with: self) { session, fallback in session.report(message: fallback.description(clock: clock)) }
            .disposed(by: disposeBag)
        coordinator.start()
            .drive(onNext: { _ in }, onError: { [weak self] error in self?.report(error) })
            .disposed(by: disposeBag)
    }

    /// Shows `error` in the status line until the user acts again.
    public func report(_ error: Swift.Error) {
        report(message: "\(error)")
    }

    /// Shows `message` in the status line until the user acts again.
    public func report(message: String) {
        notice = message
        onNotice?(message)
    }

    /// Forgets the notice; the shells call it when the user acts.
    public func clearNotice() {
        notice = nil
    }

    /// Makes this session the place where errors no subscriber handles are reported, as
    /// notices, instead of being lost (Core prints them in debug builds only).
    public func reportUnhandledErrors() {
        Hooks.defaultErrorHandler = { [weak self] _, error in
            Task { @MainActor in self?.report(error) }
        }
    }

    /// The debug view: running coordinators, the navigation-event tree, live resources and
    /// the containers' registrations.
    public var debugLines: [String] {
        DebugReport.lines(root: coordinator, container: component.container)
    }

    /// Opens the saved venues (the Saved feature).
    public func openSaved() -> Result<Void, CommandError> {
        open(feature: "Saved")
    }

    /// The features added with scaffold.
    public var featureNames: [String] { coordinator?.featureNames ?? [] }

    /// Opens a scaffolded feature; the error says which names exist.
    public func open(feature name: String) -> Result<Void, CommandError> {
        if coordinator?.open(feature: name) == true { return .success(()) }
        let names = featureNames
        let known =
            names.isEmpty ? "none yet; add one with swift run scaffold feature NAME" : names.joined(separator: ", ")
        return .failure(CommandError(description: "no feature called \"\(name)\" (features: \(known))"))
    }

    /// The status line: a notice, else the screen's loading or error text, else where the
    /// data comes from.
    public var statusLine: String {
        notice ?? navigation.visibleScreen?.status ?? component.dataSource.description
    }

    /// Every command with what it does.
    public static var helpLines: [String] {
        ["Commands (line mode) and keys (full screen):"]
            + Command.usage.map { name, text in "  " + name.padding(toLength: 16, withPad: " ", startingAt: 0) + text }
            + [
                "", "Keys: ↑↓ or 1-9 select · Enter open · / search · c category · n next city",
                "      t all tips · m maps · s save · v saved venues · x unsave (saved list) · r/p sort tips",
                "      g features · d debug view · Esc or Backspace back · ? help · q quit",
            ]
    }
}
