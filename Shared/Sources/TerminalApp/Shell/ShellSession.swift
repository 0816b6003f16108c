import Core
import Foundation
import Shared
import TerminalUI

/// What both shells share: the navigation, the running root flow, the status line and help.
/// The app and each feature's example make one with their own home flow, manifests and root
/// features; the shells know nothing else of them.
@MainActor
public final class ShellSession {
    /// The stack and the modal screens the shells draw; the root flow shows its screens there.
    public let navigation = TerminalNavigationController()
    /// The last failure no screen showed itself (a feature that could not open, an unhandled
    /// error), until the user acts again.
    public private(set) var notice: String?
    /// Called when a notice arrives, so the shell can show it at once.
    public var onNotice: (@MainActor (String) -> Void)?
    /// Whether the shells show the debug view with every screen.
    public var showsDebug = false
    /// The root flow, once started.
    public private(set) var coordinator: RootCoordinator?
    /// The features the root offers from every screen.
    public let features: [RootFeature]
    /// Where `remember()` writes and `--resume` reads; nil when nothing is remembered.
    public let lastScreen: LastScreen?
    /// Kept for the session's life: what `onStart` subscribed.
    public let disposeBag = DisposeBag()
    private let home: @MainActor (NavigationControllable) -> Module<Void>
    /// What the home screen takes, where link checks start.
    let homeManifest: FeatureManifest
    /// What the screens below the home take.
    let manifests: [FeatureManifest]
    /// The app's services: what the debug view lists and link checks resolve.
    let container: Container
    private let dataSource: String
    private let onStart: @MainActor (ShellSession) -> Void
    /// Every command some feature's screen takes, to tell "not here" from "nowhere"; read from
    /// the manifests the first time a command is neither the screen's nor an entry's, so the
    /// session's start reads no feature's manifest.
    private lazy var knownCommands: [CommandSpec] =
        ([homeManifest] + manifests + features.map(\.manifest)).flatMap(\.commands)

    /// A session that opens on the flow `home` builds, whose screen `homeManifest` describes;
    /// `manifests` describe the screens below it, `features` are offered from every screen.
    /// Links' checks and the debug view ask `container`; the status line
    /// says `dataSource` when nothing else; `onStart` runs once as the flow starts (the app
    /// subscribes its data warnings there).
    public init(
        home: @escaping @MainActor (NavigationControllable) -> Module<Void>, homeManifest: FeatureManifest,
        manifests: [FeatureManifest], features: [RootFeature], container: Container,
        dataSource: String, lastScreen: LastScreen? = nil,
        onStart: @escaping @MainActor (ShellSession) -> Void = { _ in }
    ) {
        self.home = home
        self.homeManifest = homeManifest
        self.manifests = manifests
        self.features = features
        self.container = container
        self.dataSource = dataSource
        self.lastScreen = lastScreen
        self.onStart = onStart
    }

    /// Starts the root flow; a failure of the flow itself becomes a notice.
    public func start() {
        let coordinator = RootCoordinator(navigation: navigation, home: home, features: features) {
            [weak self] error in self?.report(error)
        }
        self.coordinator = coordinator
        onStart(self)
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
        DebugReport.lines(root: coordinator, container: container)
    }

    /// What a typed command asks of the session.
    public enum Outcome {
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
    public func route(_ command: Command) -> Outcome {
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
        notice ?? navigation.visibleScreen?.status ?? dataSource
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

    /// Keeps the address of the screen on top for `--resume`; the shells call it as they quit.
    /// A failure is written to standard error: the app is leaving, so there is no screen to show it.
    public func remember() {
        guard let lastScreen else { return }
        do {
            try lastScreen.remember(navigation.address)
        } catch {
            FileHandle.standardError.write(Data("could not remember this screen for --resume: \(error)\n".utf8))
        }
    }
}
