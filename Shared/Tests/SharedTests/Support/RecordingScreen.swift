import Core
import Shared
import TerminalUI

/// A screen that shows its title, records the keys it is given and how often it was told to
/// load, takes every key but `x`, and has a settable route for help to list.
@MainActor
final class RecordingScreen: Screen {
    let title: String
    var status: String? { nil }
    var keys: [Key] = []
    private(set) var loads = 0
    private var redraw: (@MainActor () -> Void)?

    init(_ title: String) {
        self.title = title
    }

    func loadViewIfNeeded() { loads += 1 }

    func frame(size: ANSIRenderer.Size) -> Frame { Frame([Frame.Line(title, style: .title)]) }

    func handle(_ key: Key) -> Bool {
        keys.append(key)
        redraw?()
        return key != .character("x")
    }

    var commands: [CommandSpec] { [.back] }

    var keyBindings: [KeyBinding] { [] }

    var edges: [RouteEdge] = []

    func handle(command: Command) -> Bool { command.name == "back" }

    func setRedraw(_ redraw: @escaping @MainActor () -> Void) { self.redraw = redraw }

    var address: ScreenAddress { ScreenAddress(path: [title.lowercased()], query: [.init("from", title)]) }
}
