import Dispatch
import Foundation
import Shared
import TerminalUI

/// How a terminal program runs a session once it is made: full screen when standard input is
/// a terminal and no script is given, line mode otherwise. The app and every feature's
/// example end their `main.swift` here, so they behave the same.
@MainActor
public enum TerminalMain {
    /// Writes `text` and a newline to standard error.
    public static func report(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Parses the command line of `program` (described by `about`); prints the usage or the
    /// error and exits when it asks for help, a version or is wrong.
    public static func arguments(
        program: String, about: String, version: String, environment: String = "",
        _ commandLine: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Arguments {
        let usage = Arguments.usage(program: program, about: about, environment: environment)
        switch Arguments.parse(commandLine) {
        case .failure(let error):
            report("\(program): \(error)\n\n\(usage)")
            exit(2)
        case .success(let parsed):
            if parsed.version {
                print("\(program) \(version)")
                exit(0)
            }
            return parsed
        }
    }

    /// Runs `session` as `arguments` ask (`--open`, `--resume`, `--script`, `--wait`,
    /// `--debug`) until the user quits or the input ends; never returns.
    public static func run(
        _ session: ShellSession, program: String, arguments: Arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Never {
        var link = arguments.open
        if arguments.resume, link == nil, let lastScreen = session.lastScreen {
            switch lastScreen.recall() {
            case .success(let remembered): link = remembered
            case .failure(let error): report("\(program): \(error); starting on the first screen")
            }
        }
        session.showsDebug = arguments.debug
        session.reportUnhandledErrors()

        if arguments.script == nil, TerminalSession.isInteractive(), let terminal = try? TerminalSession() {
            InteractiveShell(session: session, terminal: terminal, environment: environment, opening: link).run()
        }
        runLines(session, program: program, arguments: arguments, environment: environment, opening: link)
    }

    /// Line mode: lines are read on a background thread and handed to the main actor, where
    /// the screens live and where live data is delivered, one at a time and in order.
    private static func runLines(
        _ session: ShellSession, program: String, arguments: Arguments, environment: [String: String],
        opening link: String?
    ) -> Never {
        let input: FileHandle
        if let script = arguments.script {
            guard let file = FileHandle(forReadingAtPath: script) else {
                report("\(program): cannot read script \(script)")
                exit(2)
            }
            input = file
        } else {
            input = FileHandle.standardInput
        }
        let shell = LineShell(session: session, columns: Int(environment["COLUMNS"] ?? "") ?? 80, wait: arguments.wait)
        { text in FileHandle.standardOutput.write(Data(text.utf8)) }
        let reader = Thread {
            MainActorHandoff.run { await shell.start(opening: link) }
            var buffer = Data()
            func deliver(_ line: String) {
                MainActorHandoff.run {
                    if await !shell.handle(line: line) {
                        session.remember()
                        exit(0)
                    }
                }
            }
            while true {
                let chunk = input.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    deliver(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                    buffer.removeSubrange(buffer.startIndex...newline)
                }
            }
            if !buffer.isEmpty { deliver(String(decoding: buffer, as: UTF8.self)) }
            MainActorHandoff.run {
                session.remember()
                exit(0)
            }
        }
        reader.start()
        dispatchMain()
    }
}
