import Shared

/// Draws a venue's details.
@MainActor
final class VenueDetailsView: TerminalView {
    private(set) var props: VenueDetailsProps?

    func render(props: VenueDetailsProps) {
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        var lines = [Frame.Line(props.title, style: .title), Frame.Line(props.subtitle, style: .dim), Frame.Line("")]
        if let placeholder = props.placeholder {
            lines.append(Frame.Line(placeholder))
            return Frame(lines)
        }
        lines += props.facts.map { Frame.Line($0) }
        lines += props.photoURLs.prefix(3).map { Frame.Line("  " + $0, style: .dim) }
        if props.photoURLs.count > 3 { lines.append(Frame.Line("  …", style: .dim)) }
        lines.append(Frame.Line(""))
        lines.append(Frame.Line(props.tipsHeading, style: .title))
        for tip in props.tips {
            lines.append(Frame.Line("• " + tip.byline, style: .highlight))
            lines += TextWrap.lines(tip.text, width: max(10, size.columns - 2)).map { Frame.Line("  " + $0) }
        }
        if !props.mapLinks.isEmpty {
            lines.append(Frame.Line(""))
            lines += props.mapLinks.map { Frame.Line($0) }
        }
        return Frame(lines)
    }
}
