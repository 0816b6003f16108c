/// One screenful of text: the lines a view rendered, top to bottom, and an optional colour
/// per line. Views produce frames; renderers put them on a terminal or print them.
public struct Frame: Equatable, Sendable {
    /// A line of text with an optional style.
    public struct Line: Equatable, Sendable {
        /// The text, without escape codes.
        public var text: String
        /// How to draw it; ignored when colour is off.
        public var style: Style

        /// A line.
        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The few styles a terminal screen needs.
    public enum Style: Equatable, Sendable {
        case plain, title, highlight, dim, error, status
    }

    /// The lines, top to bottom.
    public var lines: [Line]

    /// A frame of `lines`.
    public init(_ lines: [Line] = []) {
        self.lines = lines
    }

    /// The text only, one line per row: what line mode prints.
    public var plainText: String {
        lines.map(\.text).joined(separator: "\n")
    }
}
