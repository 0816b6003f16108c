import Shared

/// Line mode: one command per line in, each resulting screen out as plain text.
///
/// Bad input prints one line with a hint and the session goes on. Screens redrawn while a
/// command runs are printed once when it finishes; updates that arrive later (live data)
/// are printed as they come. A failure the screen does not show itself is printed as an
/// `error:` line when it happens.
@MainActor
public final class LineShell {
    private let session: AppSession
    private let write: @MainActor (String) -> Void
    private let size: ANSIRenderer.Size
    private var handlingCommand = false

    /// A shell over `session` that prints with `write`, laying screens out `columns` wide.
    public init(session: AppSession, columns: Int = 80, write: @escaping @MainActor (String) -> Void) {
        self.session = session
        self.write = write
        size = ANSIRenderer.Size(columns: columns, rows: 400)
    }

    /// Starts the app and prints the first screen.
    public func start() {
        session.navigation.onChange = { [weak self] in self?.screenChanged() }
        session.onNotice = { [weak self] message in self?.show(notice: message) }
        handlingCommand = true
        defer { handlingCommand = false }
        session.start()
        screenChanged()
        printScreen()
    }

    /// Runs one line; false when it asked to quit.
    public func handle(line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return true }
        switch CommandParser.parse(trimmed) {
        case .failure(let error):
            write("error: \(error)\n")
        case .success(.quit):
            return false
        case .success(.help):
            write(AppSession.helpLines.joined(separator: "\n") + "\n\n")
        case .success(.go(let name)):
            handlingCommand = true
            let opened = session.open(feature: name)
            handlingCommand = false
            switch opened {
            case .success: printScreen()
            case .failure(let error): write("error: \(error)\n")
            }
        case .success(let command):
            handlingCommand = true
            let handled = session.navigation.visibleScreen?.handle(command: command) ?? false
            handlingCommand = false
            if handled {
                printScreen()
            } else {
                write(
                    "error: \"\(trimmed)\" does not apply to \(session.navigation.visibleScreen?.title ?? "this screen"); type help for the list\n"
                )
            }
        }
        return true
    }

    private func show(notice message: String) {
        write("error: \(message)\n")
        session.clearNotice()
    }

    private func screenChanged() {
        session.navigation.visibleScreen?.setRedraw { [weak self] in self?.redraw() }
    }

    private func redraw() {
        if !handlingCommand { printScreen() }
    }

    private func printScreen() {
        guard let screen = session.navigation.visibleScreen else { return }
        let frame = screen.frame(size: size)
        write(frame.plainText + "\nstatus: \(session.statusLine)\n\n")
    }
}
