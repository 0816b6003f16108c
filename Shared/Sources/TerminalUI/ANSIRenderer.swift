/// Draws frames on an ANSI terminal, repainting only the lines that changed since the last
/// frame. Pure: it returns the bytes to write, so it is tested without a terminal.
public struct ANSIRenderer: Sendable {
    /// The terminal's size in character cells.
    public struct Size: Equatable, Sendable {
        /// Characters per line; a longer line is cut to it, ending in an ellipsis.
        public let columns: Int
        /// Lines on the screen: a frame's lines past it are not drawn, and rows it leaves
        /// empty are cleared.
        public let rows: Int

        /// A size.
        public init(columns: Int, rows: Int) {
            self.columns = max(1, columns)
            self.rows = max(1, rows)
        }
    }

    /// Whether to colour lines (off when `NO_COLOR` is set).
    public let colors: Bool
    private var previous: [String]?
    private var size: Size

    /// A renderer for a terminal of `size`.
    public init(size: Size, colors: Bool) {
        self.size = size
        self.colors = colors
    }

    /// Whether colour is wanted: `NO_COLOR` set to anything turns it off (no-color.org).
    public static func colorsEnabled(environment: [String: String]) -> Bool {
        environment["NO_COLOR"] == nil
    }

    /// Switches to the alternate screen and hides the cursor.
    public static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
    /// Shows the cursor and leaves the alternate screen: the terminal as the user had it.
    public static let restore = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Adopts a new terminal size; the next frame is drawn in full.
    public mutating func resize(_ newSize: Size) {
        size = newSize
        previous = nil
    }

    /// The bytes that turn the screen into `frame`: only changed rows are rewritten.
    public mutating func render(_ frame: Frame) -> String {
        let rows = (0..<size.rows).map { index in
            index < frame.lines.count ? draw(frame.lines[index]) : ""
        }
        var output = previous == nil ? "\u{1B}[2J" : ""
        for (index, row) in rows.enumerated() where previous?[index] != row {
            output += "\u{1B}[\(index + 1);1H\u{1B}[2K" + row
        }
        previous = rows
        return output
    }

    private func draw(_ line: Frame.Line) -> String {
        let text = Self.clip(line.text, to: size.columns)
        guard colors, let code = Self.code(for: line.style) else { return text }
        return "\u{1B}[\(code)m" + text + "\u{1B}[0m"
    }

    static func code(for style: Frame.Style) -> String? {
        switch style {
        case .plain: return nil
        case .title: return "1"
        case .highlight: return "7"
        case .dim: return "2"
        case .error: return "31"
        case .status: return "7;2"
        }
    }

    /// Cuts `text` to `width` characters, marking the cut with an ellipsis.
    public static func clip(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 1 else { return String(text.prefix(width)) }
        return String(text.prefix(width - 1)) + "…"
    }
}
