/// What the command line asked for.
public struct Arguments: Equatable, Sendable {
    /// Start in this city.
    public var near: String?
    /// Read line-mode commands from this file instead of standard input.
    public var script: String?
    /// Start on the screen this link names (`venues://...`).
    public var open: String?
    /// Start on the screen the app showed when it last quit.
    public var resume = false
    /// In line mode, how many seconds a command waits for its screen to settle.
    public var wait: Double = 15
    /// Start with the debug view showing.
    public var debug = false
    /// Print usage and exit.
    public var help = false
    /// Print the version and exit.
    public var version = false

    /// No options.
    public init() {}

    /// The one-screen usage text of `program`, which `about` describes; `environment`
    /// lists the variables it reads, one per line.
    public static func usage(program: String, about: String, environment: String = "") -> String {
        """
        Usage: \(program) [--near CITY] [--open LINK | --resume] [--script FILE] [--wait SECONDS] [--debug]
               \(program) --help | --version

        \(about) On a terminal it runs full screen; when standard input is not a terminal, or
        with --script, it reads one command per line (type help for the list) and prints each
        screen as plain text.

        Options:
          --near CITY     start in CITY (default: Amsterdam)
          --open LINK     start on the screen LINK names, with the screens behind it (the
                          command where prints a screen's link)
          --resume        start on the screen shown when it last quit
          --script FILE   run the line-mode commands in FILE
          --wait SECONDS  in line mode, wait at most SECONDS for a screen to load before the
                          next command (default: 15)
          --debug         start with the debug view: running coordinators, the navigation
                          tree, live resources and the containers' registrations (d toggles it)
          --help          show this help
          --version       show the version
        """ + (environment.isEmpty ? "" : "\n\nEnvironment:\n" + environment)
    }

    /// Parses `arguments` (without the program name); the error says what was wrong.
    public static func parse(_ arguments: [String]) -> Result<Arguments, ArgumentsError> {
        var parsed = Arguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--": continue  // the conventional end of options; nothing follows that needs it
            case "--help", "-h": parsed.help = true
            case "--debug": parsed.debug = true
            case "--resume": parsed.resume = true
            case "--version", "-v": parsed.version = true
            case "--near", "--script", "--wait", "--open":
                guard let value = remaining.popFirst(), !value.hasPrefix("--"), !value.isEmpty else {
                    return .failure(ArgumentsError(description: "\(argument) needs a value"))
                }
                switch argument {
                case "--near": parsed.near = value
                case "--script": parsed.script = value
                case "--open": parsed.open = value
                default:
                    guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                        return .failure(
                            ArgumentsError(description: "--wait needs a number of seconds above 0, not \(value)"))
                    }
                    parsed.wait = seconds
                }
            default:
                return .failure(ArgumentsError(description: "unknown option \(argument)"))
            }
        }
        return .success(parsed)
    }
}

/// A bad command line: the caller prints this and the usage, and exits with status 2.
public struct ArgumentsError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    public let description: String
}
