import Core
import Foundation
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
    /// The root flow, once started.
    private(set) var coordinator: AppCoordinator?
    private let disposeBag = DisposeBag()
    private let city: String
    /// The features the root offers from every screen.
    public let features: [RootFeature]
    /// Every command some feature's screen takes, to tell "not here" from "nowhere".
    private let knownCommands: [CommandSpec]

    /// A session over `component`, starting in `city`, offering the component's root
    /// features (`features` stands in for them in tests).
    public init(component: AppComponent, city: String, features: [RootFeature]? = nil) {
        self.component = component
        self.city = city
        let features = features ?? component.rootFeatures
        self.features = features
        knownCommands = (component.screenManifests + features.map(\.manifest)).flatMap(\.commands)
    }

    /// Reads the saved venues, then starts the root flow; a saved list that cannot be read,
    /// cached data shown because the venue service failed, fresh data the cache could not
    /// keep, or a failure of the flow itself, becomes a notice.
    public func start() {
        let saved = component.savedVenueStore.load()
        if case .corrupt = saved { report(message: saved.description) }
        let coordinator = AppCoordinator(component: component, navigation: navigation, city: city, features: features) {
            [weak self] error in self?.report(error)
        }
        self.coordinator = coordinator
        let clock = component.clock
        component.venueRepository.fallbacks
            .subscribe(
                with: self,
                onMainActor: { session, fallback in session.report(message: fallback.description(clock: clock)) }
            )
            .disposed(by: disposeBag)
        component.venueRepository.cacheWriteFailures
            .subscribe(with: self, onMainActor: { session, failure in session.report(failure) })
            .disposed(by: disposeBag)
        coordinator.start()
            .subscribe(onMainActor: { _ in }, onError: { [weak self] error in self?.report(error) })
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

    /// What a typed command asks of the session.
    public enum Route {
        /// Quit.
        case quit
        /// Show help.
        case help
        /// Show or hide the debug view.
        case debug
        /// Show the address of the screen on top.
        case `where`(ScreenAddress)
        /// Go to the screen this link names.
        case link(String)
        /// The screen on top took it; wait for the screen to settle.
        case handled
        /// Opened a root feature; wait for its screen to settle.
        case opened
        /// Not taken: the message says why and what to type.
        case refused(CommandError)
    }

    /// Runs `command` where it belongs: the shells' own words, then the screen on top's
    /// commands, then the root features' entries. A command some other screen takes is
    /// refused as not applying here; one nobody declares, as unknown.
    public func route(_ command: Command) -> Route {
        if CommandSpec.help.matches(command) { return .help }
        if CommandSpec.quit.matches(command) { return .quit }
        if CommandSpec.debug.matches(command) { return .debug }
        if CommandSpec.where.matches(command) { return .where(navigation.address) }
        if CommandSpec.link.matches(command) {
            if let problem = CommandSpec.link.problem(with: command) { return .refused(problem) }
            return .link(command.argument)
        }
        let screen = navigation.visibleScreen
        if let spec = screen?.commands.first(where: { $0.matches(command) }) {
            if let problem = spec.problem(with: command) { return .refused(problem) }
            // The screen is not held past the call, so one the command closed is freed.
            if screen?.handle(command: command) == true { return .handled }
        } else if let feature = features.first(where: { $0.entry.command.matches(command) }) {
            if let problem = feature.entry.command.problem(with: command) { return .refused(problem) }
            open(feature)
            return .opened
        } else if !knownCommands.contains(where: { $0.matches(command) }) {
            return .refused(CommandError(description: "unknown command \"\(command.name)\"; type help for the list"))
        }
        let title = screen?.title ?? "this screen"
        return .refused(
            CommandError(description: "\"\(command.name)\" does not apply to \(title); type help for what does"))
    }

    /// Opens the root feature whose entry's key is `key`; false when none is.
    public func openFeature(forKey key: Character) -> Bool {
        guard let feature = features.first(where: { $0.entry.command.key == key }) else { return false }
        open(feature)
        return true
    }

    /// Runs `feature` over the current screens.
    public func open(_ feature: RootFeature) {
        coordinator?.open(feature)
    }

    /// The status line: a notice, else the screen's loading or error text, else where the
    /// data comes from.
    public var statusLine: String {
        notice ?? navigation.visibleScreen?.status ?? component.dataSource.description
    }

    /// Whether the screen on top has what it was waiting for (loaded, or failed with its message).
    public var isSettled: Bool {
        !(navigation.visibleScreen?.isLoading ?? false)
    }

    /// What the screen on top takes, what the root offers and what the shells take, built
    /// from their declarations.
    public var helpLines: [String] {
        HelpText.lines(screen: navigation.visibleScreen, entries: features.map(\.entry))
    }

    /// What following `address` takes, from the root screen's manifest up (see `LinkPlan`).
    func plan(for address: ScreenAddress, link: String) -> Result<LinkPlan, LinkError> {
        guard let root = component.screenManifests.first else {
            return .failure(LinkError(link: link, reason: "this app has no root screen to start from"))
        }
        return LinkPlan.make(
            for: address, link: link, root: root,
            manifests: component.screenManifests + features.map(\.manifest),
            entries: features.map { ($0.entry, $0.manifest) })
    }

    /// Where `remember()` writes and `--resume` reads.
    public var lastScreen: LastScreen { LastScreen(besides: component.savedVenueStore.file) }

    /// Keeps the address of the screen on top for `--resume`; the shells call it as they quit.
    /// A failure is written to standard error: the app is leaving, so there is no screen to show it.
    public func remember() {
        do {
            try lastScreen.remember(navigation.address)
        } catch {
            FileHandle.standardError.write(Data("venues: could not remember this screen for --resume: \(error)\n".utf8))
        }
    }
}
