import Dispatch
import Foundation
import Shared

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns the terminal while the full-screen UI runs: raw keyboard input, the alternate screen,
/// a hidden cursor, resize notifications. `restore()` puts everything back, and is safe to
/// call from every exit path (quit, Ctrl-C, end of input, an error, a termination signal).
public final class TerminalSession: @unchecked Sendable {
    // @unchecked: `active` and `signalSources` are read and written under `lock`; the rest is
    // set in `init` and only read afterwards, by the input thread and the main actor alike.
    /// Why the UI could not take the terminal.
    public struct NotATerminal: Error, CustomStringConvertible {
        /// What to do instead.
        public var description: String {
            "Standard input or output is not a terminal; use line mode (pipe commands in, or --script FILE)."
        }
    }

    private let input: Int32
    private let output: Int32
    private var original = termios()
    private let lock = NSLock()
    private var active = false
    private var signalSources: [DispatchSourceSignal] = []

    /// Whether both standard input and output are terminals.
    public static func isInteractive() -> Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// A session on standard input and output; throws when they are not terminals.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(NotATerminal) {
        self.input = input
        self.output = output
        guard isatty(input) == 1, isatty(output) == 1, tcgetattr(input, &original) == 0 else { throw NotATerminal() }
    }

    /// Takes the terminal: raw input (reads return after 100 ms with nothing, so a lone Esc
    /// and resizes are noticed), alternate screen, hidden cursor. `onResize` runs on `queue`
    /// when the window changes size; termination signals restore the terminal and exit.
    public func begin(queue: DispatchQueue = .main, onResize: @escaping @Sendable () -> Void) {
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_oflag &= ~tcflag_t(OPOST)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 1
        }
        tcsetattr(input, TCSAFLUSH, &raw)
        lock.lock()
        active = true
        lock.unlock()
        send(ANSIRenderer.enter)

        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
        resize.setEventHandler(handler: onResize)
        resize.resume()
        var sources = [resize]
        for terminating in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
            signal(terminating, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: terminating, queue: queue)
            source.setEventHandler { [self] in
                restore()
                exit(128 + terminating)
            }
            source.resume()
            sources.append(source)
        }
        lock.lock()
        signalSources = sources
        lock.unlock()
    }

    /// The window size, or 80×24 when the terminal does not say.
    public func size() -> ANSIRenderer.Size {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return ANSIRenderer.Size(columns: 80, rows: 24)
        }
        return ANSIRenderer.Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Reads what the user typed: empty after 100 ms of nothing, nil at end of input.
    public func readBytes() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(input, &buffer, buffer.count)
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        return Array(buffer[0..<count])
    }

    /// Writes text to the terminal as is.
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(output, raw.baseAddress?.advanced(by: offset), raw.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }

    /// Gives the terminal back as it was. Runs once; later calls do nothing.
    public func restore() {
        lock.lock()
        let wasActive = active
        active = false
        let sources = signalSources
        signalSources = []
        lock.unlock()
        guard wasActive else { return }
        sources.forEach { $0.cancel() }
        for handled in [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT] { signal(handled, SIG_DFL) }
        send(ANSIRenderer.restore)
        tcsetattr(input, TCSAFLUSH, &original)
    }

    deinit {
        restore()
    }
}
