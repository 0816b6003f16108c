import Core
import Shared

/// What both shells share: the navigation, the running root flow, the status line and help.
public final class AppSession {
    /// The app's version, for `--version`.
    public static let version = "0.1.0"

    /// The screens.
    public let navigation = TerminalNavigationController()
    /// Where the data comes from.
    public let component: AppComponent
    private let coordinator: AppCoordinator
    private var subscription: Disposable?

    /// A session over `component`, starting in `city`.
    public init(component: AppComponent, city: String) {
        self.component = component
        coordinator = AppCoordinator(component: component, navigation: navigation, city: city)
    }

    /// Starts the root flow; throws when it could not be built (the message says why).
    public func start() throws {
        var failure: Error?
        subscription = coordinator.start().subscribe(onError: { failure = $0 })
        if let failure { throw failure }
    }

    /// The screen the user sees.
    public var visibleScreen: Screen? { navigation.visibleScreen }

    /// The features added with scaffold.
    public var featureNames: [String] { coordinator.featureNames }

    /// Opens a scaffolded feature; the error says which names exist.
    public func open(feature name: String) -> Result<Void, CommandError> {
        if coordinator.open(feature: name) { return .success(()) }
        let names = coordinator.featureNames
        let known = names.isEmpty ? "none yet; add one with swift run scaffold feature NAME" : names.joined(separator: ", ")
        return .failure(CommandError(description: "no feature called \"\(name)\" (features: \(known))"))
    }

    /// The status line: the screen's loading or error text, else where the data comes from.
    public var statusLine: String {
        visibleScreen?.status ?? component.dataSource.description
    }

    /// Every command with what it does.
    public static var helpLines: [String] {
        ["Commands (line mode) and keys (full screen):"]
            + Command.usage.map { name, text in "  " + name.padding(toLength: 16, withPad: " ", startingAt: 0) + text }
            + ["", "Keys: ↑↓ or 1-9 select · Enter open · / search · c category · n next city",
               "      t all tips · m maps · s save · r/p sort tips · g features · Esc or Backspace back · ? help · q quit"]
    }

    deinit {
        subscription?.dispose()
    }
}
