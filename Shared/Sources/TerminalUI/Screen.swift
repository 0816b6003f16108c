import Core
import Shared

/// A view of the terminal UI: brings itself to immutable, equatable props and lays out what it
/// shows. The same props always give the same frame.
@MainActor
public protocol TerminalView: AnyObject {
    /// Everything the view shows, as plain values.
    associatedtype Props: Equatable
    /// Brings the view to `props`.
    func render(props: Props)
    /// What the view shows, laid out for `size`.
    func frame(size: ANSIRenderer.Size) -> Frame
}

/// A screen: the terminal's view controller. It owns a view, takes keys, and asks to be
/// redrawn when its props change.
@MainActor
public protocol Screen: Presentable {
    /// The screen's title, for the header.
    var title: String { get }
    /// Loading or error text for the shell's status line; nil when there is nothing to say.
    var status: String? { get }
    /// Whether the screen waits for data; line mode runs the next command once it is false.
    var isLoading: Bool { get }
    /// Binds the screen and starts it, the first time only; the navigation controller calls it
    /// when the screen is first pushed, set or presented, as UIKit loads a view on first use.
    func loadViewIfNeeded()
    /// What to draw, laid out for `size`.
    func frame(size: ANSIRenderer.Size) -> Frame
    /// The commands this screen takes, with their keys and help lines.
    var commands: [CommandSpec] { get }
    /// The keys this screen takes that no command stands for, for help.
    var keyBindings: [KeyBinding] { get }
    /// The edges of the screen's route (`FeatureRoute.edges`): the screens a link may open
    /// after this one, for help.
    var edges: [RouteEdge] { get }
    /// Handles a key; false when the screen has no use for it (the shell may then act).
    func handle(_ key: Key) -> Bool
    /// Handles one of its `commands`, its argument already checked against the spec; false
    /// when it does not apply after all.
    func handle(command: Command) -> Bool
    /// Called by the shell with the closure that redraws; screens call it when props change.
    func setRedraw(_ redraw: @escaping @MainActor () -> Void)
    /// This screen's own piece of the address (`venue/ID`, `tips?sort=liked`); the navigation
    /// stack joins the pieces of its screens into the link `where` prints.
    var address: ScreenAddress { get }
}

extension Screen {
    /// Nothing to wait for.
    public var isLoading: Bool { false }

    /// No route.
    public var edges: [RouteEdge] { [] }

    /// The command `key` stands for among `commands`: a command's key runs it without
    /// argument, and Esc or Backspace runs `back` when the screen takes it.
    public func command(for key: Key) -> Command? {
        let spec: CommandSpec?
        switch key {
        case .back, .backspace: spec = commands.first { $0 == .back }
        case .character(let character): spec = commands.first { $0.key == character }
        default: spec = nil
        }
        return spec.map { Command(name: $0.name) }
    }
}
