import Shared

/// Draws Saved's list.
@MainActor
final class SavedView: TerminalView {
    private(set) var props: SavedProps?

    func render(props: SavedProps) {
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        let body = props.showsRows ? props.rows.map { Frame.Line($0) } : [Frame.Line(props.status ?? "")]
        let screens =
            props.screens.isEmpty
            ? [] : [Frame.Line(""), Frame.Line(props.screens.joined(separator: " · "), style: .dim)]
        return Frame([Frame.Line(props.title, style: .title), Frame.Line("")] + body + screens)
    }
}
