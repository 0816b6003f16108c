import Shared

/// Draws the saved venues, the selected one highlighted.
@MainActor
final class SavedView: TerminalView {
    private(set) var props: SavedProps?

    func render(props: SavedProps) {
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        var lines = [Frame.Line(props.title, style: .title), Frame.Line(props.subtitle, style: .dim), Frame.Line("")]
        if props.rows.isEmpty {
            lines.append(Frame.Line(props.status ?? ""))
        } else {
            lines += props.rows.map { row in
                Frame.Line((row.isSelected ? "> " : "  ") + row.text, style: row.isSelected ? .highlight : .plain)
            }
        }
        return Frame(lines)
    }
}
