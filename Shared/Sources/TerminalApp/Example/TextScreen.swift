import Core
import Shared
import TerminalUI

/// A screen of plain lines with its own commands: what an example's home and a stand-in show.
/// The owner sets its lines and answers its commands; it holds nothing else.
@MainActor
public final class TextScreen: Screen {
    /// The header, and the screen's name in help and in the shells' messages.
    public let title: String
    /// The body, redrawn when set.
    public var lines: [String] = [] {
        didSet { redraw?() }
    }
    /// The commands it takes, for help and the keys.
    public let commands: [CommandSpec]
    /// This screen's piece of the address.
    public var address = ScreenAddress()
    /// Answers a command (already checked against `commands`); false when it does not apply.
    public var onCommand: @MainActor (Command) -> Bool = { _ in false }
    /// Answers a key no command stands for; false when it has no use for it.
    public var onKey: @MainActor (Key) -> Bool = { _ in false }
    /// The keys `onKey` takes, for help.
    public var keyBindings: [KeyBinding] = []
    private var redraw: (@MainActor () -> Void)?

    /// A screen titled `title` taking `commands`.
    public init(title: String, commands: [CommandSpec]) {
        self.title = title
        self.commands = commands
    }

    public var status: String? { nil }
    public func loadViewIfNeeded() {}

    /// The lines that fit above the hint (title, gap, body, gap, hint, and the shell's status
    /// line), the rest counted on the last, so the hint always shows.
    public func frame(size: ANSIRenderer.Size) -> Frame {
        var body = lines.flatMap { TextWrap.lines($0, width: max(10, size.columns)) }
        let room = max(1, size.rows - 5)
        if body.count > room { body = body.prefix(room - 1) + ["… and \(body.count - room + 1) more"] }
        let hint =
            commands.compactMap { spec in spec == .back ? "Esc back" : spec.key.map { "\($0) \(spec.name)" } }
            + keyBindings.map { "\($0.keys) \($0.help)" }
            + ["? help"]
        return Frame(
            [Frame.Line(title, style: .title), Frame.Line("")] + body.map { Frame.Line($0) }
                + [Frame.Line(""), Frame.Line(hint.joined(separator: " · "), style: .dim)])
    }

    /// Runs the command a key stands for; Esc and Backspace run `back` when it is taken.
    public func handle(_ key: Key) -> Bool {
        guard let command = command(for: key) else { return onKey(key) }
        return onCommand(command)
    }

    public func handle(command: Command) -> Bool {
        onCommand(command)
    }

    public func setRedraw(_ redraw: @escaping @MainActor () -> Void) {
        self.redraw = redraw
    }
}
