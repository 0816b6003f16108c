/// A screen's commands, declared once as the cases of an enum: `spec` gives each its word,
/// argument, key and help line. The screen lists `specs` as its commands and handles a typed
/// line by switching over `Self(command)`, so the compiler proves every declared command has
/// a handler, and no command word is written twice.
public protocol CommandSet: CaseIterable, Sendable {
    /// This command's declaration.
    var spec: CommandSpec { get }
}

extension CommandSet {
    /// Every case's declaration, in order: what the screen takes, for help and the keys.
    public static var specs: [CommandSpec] { allCases.map(\.spec) }

    /// The case `command` names, by word or alias; nil when it names none.
    public init?(_ command: Command) {
        guard let match = Self.allCases.first(where: { $0.spec.matches(command) }) else { return nil }
        self = match
    }
}
