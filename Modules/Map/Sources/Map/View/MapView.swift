import Shared

/// Draws the map and the list: side by side on wide terminals, map above list otherwise. The
/// list scrolls to keep the selected row visible.
@MainActor
final class MapView: TerminalView {
    private(set) var props: MapProps?

    /// Terminals at least this wide get the map beside the list.
    static let sideBySideWidth = 100

    func render(props: MapProps) {
        self.props = props
    }

    func frame(size: ANSIRenderer.Size) -> Frame {
        guard let props else { return Frame() }
        var lines = [
            Frame.Line(props.title, style: .title),
            Frame.Line(props.searchLine),
            Frame.Line(props.filterLine, style: .dim),
        ]
        if let status = props.status { lines.append(Frame.Line(status, style: props.rows.isEmpty ? .plain : .error)) }
        // Below the body: the legend, the screen's key hint and the shell's status line.
        let bodyHeight = max(3, size.rows - lines.count - 3)
        let drawing: AsciiMap.Drawing
        if size.columns >= Self.sideBySideWidth {
            let mapWidth = 40
            drawing = AsciiMap.draw(props.pins, width: mapWidth, height: min(bodyHeight, 18))
            let map = drawing.lines
            let list = listLines(props, height: bodyHeight)
            for index in 0..<max(map.count, list.count) {
                let left = index < map.count ? map[index] : String(repeating: " ", count: mapWidth)
                let right = index < list.count ? list[index] : Frame.Line("")
                lines.append(Frame.Line(left + "  " + right.text, style: right.style))
            }
        } else {
            let mapHeight = min(9, max(3, bodyHeight / 2))
            drawing = AsciiMap.draw(props.pins, width: min(size.columns, 60), height: mapHeight)
            lines += drawing.lines.map { Frame.Line($0) }
            lines += listLines(props, height: bodyHeight - mapHeight)
        }
        let stacked = drawing.stacked.map(String.init).joined(separator: ", ")
        let legend =
            stacked.isEmpty
            ? props.legend : props.legend + " " + props.stackedNote.replacingOccurrences(of: "{labels}", with: stacked)
        lines.append(Frame.Line(legend, style: .dim))
        return Frame(lines)
    }

    private func listLines(_ props: MapProps, height: Int) -> [Frame.Line] {
        let visible = max(1, height)
        let selected = props.rows.firstIndex { $0.isSelected } ?? 0
        let first = min(max(0, selected - visible + 1), max(0, props.rows.count - visible))
        return props.rows.dropFirst(first).prefix(visible).map { row in
            let mark = row.isSaved ? "♥" : " "
            let pointer = row.isSelected ? ">" : " "
            return Frame.Line(
                "\(pointer)\(mark)\(row.number). \(row.text)", style: row.isSelected ? .highlight : .plain)
        }
    }
}
