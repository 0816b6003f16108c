import Shared
import TerminalUI

/// The __Screen__ screen's commands, declared once: the screen lists them and handles each.
enum __Screen__Command: CommandSet {
    case add, remove, back

    var spec: CommandSpec {
        switch self {
        case .add: CommandSpec("add", key: "a", help: "add an item")
        case .remove: CommandSpec("remove", key: "x", help: "remove the last item")
        case .back: .back
        }
    }
}

/// Everything the __Screen__ view shows.
struct __Screen__Props: ScreenProps {
    let title: String
    let rows: [String]
    let status: String?
    let hint: String
}

/// Draws __Screen__.
@MainActor
final class __Screen__View: TerminalView {
    private(set) var props: __Screen__Props?

    func render(props: __Screen__Props) {
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        let body = props.status.map { [Frame.Line($0)] } ?? props.rows.map { Frame.Line($0) }
        return Frame([Frame.Line(props.title, style: .title), Frame.Line("")] + body)
    }
}

extension __Screen__Props {
    /// The view layer's wording of the state.
    static func from(_ items: [String]) -> __Screen__Props {
        __Screen__Props(
            title: "__Screen__",
            rows: items.enumerated().map { "\($0.offset + 1). \($0.element)" },
            status: items.isEmpty ? "Nothing yet: press a to add." : nil,
            hint: "a add · x remove · Esc back"
        )
    }
}
