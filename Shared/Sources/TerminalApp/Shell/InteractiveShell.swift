import Dispatch
import Foundation
import Shared
import TerminalUI

/// Full-screen mode: keys in, frames out, only changed lines repainted. Quit, Ctrl-C, end of
/// input, an error or a termination signal all restore the terminal. It runs on the main
/// actor; its reader thread only reads bytes and hands them over.
@MainActor
public final class InteractiveShell {
    private let session: ShellSession
    private let terminal: TerminalSession
    private var renderer: ANSIRenderer
    /// The window size, read at start and on every resize.
    private var size: ANSIRenderer.Size
    private var decoder = KeyDecoder()
    private var showsHelp = false
    private let link: String?
    private let settling = ScreenSettling(timeout: 15)

    /// A shell over `session` on `terminal`, starting on the screen `link` names when given;
    /// colour follows `NO_COLOR` in `environment`.
    public init(session: ShellSession, terminal: TerminalSession, environment: [String: String], opening link: String?)
    {
        self.session = session
        self.link = link
        self.terminal = terminal
        size = terminal.size()
        renderer = ANSIRenderer(size: size, colors: ANSIRenderer.colorsEnabled(environment: environment))
    }

    /// Takes the terminal and runs until the user quits; never returns.
    public func run() -> Never {
        terminal.begin(queue: .main) { [weak self] in
            Task { @MainActor in self?.resized() }
        }
        session.navigation.onChange = { [weak self] in self?.screenChanged() }
        session.onNotice = { [weak self] _ in self?.render() }
        session.start()
        screenChanged()
        render()
        if let link { Task { await open(link) } }
        let terminal = self.terminal
        let reader = Thread { [weak self] in
            while true {
                let bytes = terminal.readBytes()
                MainActorHandoff.run { self?.received(bytes) }
                if bytes == nil { break }
            }
        }
        reader.start()
        dispatchMain()
    }

    private func received(_ bytes: [UInt8]?) {
        let keys: [Key]
        if let bytes {
            keys = bytes.isEmpty ? decoder.flush() : decoder.decode(bytes)
        } else {
            keys = decoder.flush() + [.endOfInput]
        }
        guard !keys.isEmpty else { return }
        session.clearNotice()
        keys.forEach(handle)
        render()
    }

    private func handle(_ key: Key) {
        if showsHelp {
            showsHelp = false
            return
        }
        if session.navigation.visibleScreen?.handle(key) == true { return }
        switch key {
        case .interrupt, .endOfInput: quit()
        case .character(let character) where character == CommandSpec.quit.key: quit()
        case .character(let character) where character == CommandSpec.help.key: showsHelp = true
        case .character(let character) where character == CommandSpec.debug.key: session.showsDebug.toggle()
        case .character(let character) where character == CommandSpec.where.key:
            session.report(message: "\(session.navigation.address)")
        case .character(let character): _ = session.openFeature(forKey: character)
        default: break
        }
    }

    /// Goes to the screen `link` names; a bad link is shown on the status line.
    private func open(_ link: String) async {
        let settle: @MainActor () async -> Void = { [settling, session] in _ = await settling.wait { session.isSettled }
        }
        await settle()
        if let error = await LinkFollower(session: session).follow(link, settled: settle) {
            session.report(error)
        }
        render()
    }

    private func screenChanged() {
        settling.check()
        session.navigation.visibleScreen?.setRedraw { [weak self] in self?.render() }
    }

    private func resized() {
        size = terminal.size()
        renderer.resize(size)
        render()
    }

    private func render() {
        settling.check()
        var lines: [Frame.Line]
        if showsHelp {
            lines =
                session.helpLines.map { Frame.Line($0) } + [
                    Frame.Line(""), Frame.Line("Press any key to close.", style: .dim),
                ]
        } else {
            lines = session.navigation.visibleScreen?.frame(size: size).lines ?? []
            if session.showsDebug {
                // The debug view takes the lower part of the window, the screen the rest.
                let debug = session.debugLines.map { Frame.Line($0, style: .dim) }
                let room = max(0, size.rows - 1 - min(debug.count, size.rows / 2))
                lines =
                    Array(lines.prefix(room)) + Array(repeating: Frame.Line(""), count: max(0, room - lines.count))
                    + debug
            }
        }
        lines = Array(lines.prefix(max(0, size.rows - 1)))
        lines += Array(repeating: Frame.Line(""), count: max(0, size.rows - 1 - lines.count))
        lines.append(Frame.Line(session.statusLine, style: .status))
        terminal.send(renderer.render(Frame(lines)))
    }

    private func quit() -> Never {
        session.remember()
        terminal.restore()
        exit(0)
    }
}
