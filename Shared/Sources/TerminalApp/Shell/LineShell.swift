import Core
import Dispatch
import Shared
import TerminalUI

/// Line mode: one command per line in, each resulting screen out as plain text.
///
/// Each command runs once the screen it acts on has settled (loaded, or failed with its
/// message), so a script behaves the same on live data as on the embedded data; a screen
/// still loading after `wait` seconds is printed as it is, with a line saying so, and the
/// script goes on. Bad input prints one line with a hint and the session goes on. Updates
/// that arrive after a command's screen was printed (fresh data after cached data) are
/// printed as they come. A failure the screen does not show itself is printed as an `error:`
/// line when it happens.
@MainActor
public final class LineShell {
    private let session: ShellSession
    private let write: @MainActor (String) -> Void
    private let size: ANSIRenderer.Size
    private let settling: ScreenSettling
    private var handlingCommand = false

    /// A shell over `session` that prints with `write`, laying screens out `columns` wide and
    /// waiting at most `wait` seconds for a screen to settle.
    public init(
        session: ShellSession, columns: Int = 80, wait: Double = 15, write: @escaping @MainActor (String) -> Void
    ) {
        self.session = session
        self.write = write
        size = ANSIRenderer.Size(columns: columns, rows: 400)
        settling = ScreenSettling(timeout: wait)
    }

    /// Starts the app and prints the first screen once it has settled: the one `link` names
    /// when given, else (or when the link is bad, after saying why) the list.
    public func start(opening link: String? = nil) async {
        session.navigation.onChange = { [weak self] in self?.screenChanged() }
        session.onNotice = { [weak self] message in self?.show(notice: message) }
        handlingCommand = true
        session.start()
        screenChanged()
        guard let link else { return await finishCommand() }
        _ = await settle()
        if await !follow(link) { printScreen() }
    }

    /// Runs one line, then waits for its screen to settle; false when it asked to quit.
    public func handle(line: String) async -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("#"), let command = Command(line: trimmed) else { return true }
        handlingCommand = true
        switch session.route(command) {
        case .quit:
            return false
        case .help:
            handlingCommand = false
            write(session.helpLines.joined(separator: "\n") + "\n\n")
        case .debug:
            handlingCommand = false
            session.showsDebug.toggle()
            printScreen()
        case .handled, .opened:
            await finishCommand()
        case .where(let address):
            handlingCommand = false
            write("\(address)\n")
        case .link(let link):
            await follow(link)
        case .refused(let error):
            handlingCommand = false
            write("error: \(error)\n")
        }
        return true
    }

    /// Goes to the screen `link` names and prints it; a bad link prints why, and the app
    /// stays where it was (one a flow refused on the way prints the screen it got to). False
    /// when the link was bad.
    @discardableResult
    func follow(_ link: String) async -> Bool {
        handlingCommand = true
        let before = session.navigation.address
        let error = await LinkFollower(session: session).follow(link) { [weak self] in _ = await self?.settle() }
        guard let error else {
            await finishCommand()
            return true
        }
        write("error: \(error)\n")
        if session.navigation.address != before {
            await finishCommand()
        } else {
            handlingCommand = false
        }
        return false
    }

    /// Waits for the visible screen to settle, then prints it.
    private func finishCommand() async {
        await letQueuedWorkRun()
        let settled = await settle()
        handlingCommand = false
        printScreen()
        if !settled {
            write(
                "error: \(session.navigation.visibleScreen?.title ?? "the screen") is still loading after "
                    + "\(settling.timeoutDescription); going on with the next command\n")
        }
    }

    /// Lets the main queue turn until what the command set off has run: a screen it opens may
    /// arrive a turn later (when an earlier event still waits there), and judging the screen
    /// before would print the old one. Bounded, for a source that keeps queuing work.
    private func letQueuedWorkRun() async {
        var turns = 0
        while MainScheduler.hasQueuedWork, turns < 1_000 {
            turns += 1
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
    }

    /// Waits for the screen on top to settle; false when it was still loading at the timeout.
    private func settle() async -> Bool {
        await settling.wait { [session] in session.isSettled }
    }

    private func show(notice message: String) {
        write("error: \(message)\n")
        session.clearNotice()
    }

    private func screenChanged() {
        session.navigation.visibleScreen?.setRedraw { [weak self] in self?.redraw() }
        settling.check()
    }

    private func redraw() {
        if handlingCommand {
            settling.check()
        } else {
            printScreen()
        }
    }

    private func printScreen() {
        guard let screen = session.navigation.visibleScreen else { return }
        let frame = screen.frame(size: size)
        let debug = session.showsDebug ? session.debugLines.joined(separator: "\n") + "\n" : ""
        write(frame.plainText + "\nstatus: \(session.statusLine)\n" + debug + "\n")
    }
}
