import Shared

/// Draws the list of tips; keeps only its props and scroll position.
@MainActor
final class TipsView: TerminalView {
    private(set) var props: TipsProps?
    /// The first row shown.
    var scroll = 0

    func render(props: TipsProps) {
        if props.rows != self.props?.rows { scroll = min(scroll, max(0, props.rows.count - 1)) }
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        var lines = [
            Frame.Line(props.title, style: .title),
            Frame.Line(props.sortLabel, style: .dim),
            Frame.Line(""),
        ]
        if let status = props.status {
            lines.append(Frame.Line(status))
        } else {
            for (index, row) in props.rows.enumerated().dropFirst(scroll) {
                lines.append(Frame.Line("\(index + 1). \(row.author) · \(row.date) · \(row.likes)", style: .highlight))
                for text in TextWrap.lines(row.text, width: max(10, size.columns - 3)) {
                    lines.append(Frame.Line("   " + text))
                }
            }
        }
        return Frame(lines)
    }
}
