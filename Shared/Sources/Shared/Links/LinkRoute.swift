import Core

/// A path piece a screen can be followed by in a link, declared in the Interface of the
/// feature that owns the screen: `venue/ID` after the list, `tips` after a venue's details.
///
/// Following a link runs, on each screen, the command a user would type there (`route` gives
/// it), so the coordinators build the next screen through their builders, back stack and all.
public struct LinkRoute: Sendable {
    /// The piece, such as `venue`.
    public let piece: String
    /// Whether the piece takes the next one as its value (`venue/ID`).
    public let takesValue: Bool
    /// The manifest name of the screen the command shows; nil when it stays on this screen.
    public let leadsTo: String?
    /// The command line that does it on this screen, given the value (empty without one).
    public let command: @Sendable (String) -> String
    /// Checked before anything moves, so a link to something that does not exist (a venue id
    /// nobody knows) leaves the app where it was; nil when any value will do.
    public let check: (@Sendable (String, VenueRepository) -> Single<Void>)?

    /// A route: `piece` (with a value when `takesValue`), done by `command`, leading to the
    /// screen of manifest `leadsTo`, with `check` run first.
    public init(
        _ piece: String, takesValue: Bool = false, leadsTo: String? = nil,
        check: (@Sendable (String, VenueRepository) -> Single<Void>)? = nil,
        command: @escaping @Sendable (String) -> String
    ) {
        self.piece = piece
        self.takesValue = takesValue
        self.leadsTo = leadsTo
        self.check = check
        self.command = command
    }
}

/// A query item a screen applies to itself (`search=books` on the list), declared beside its
/// routes: the command a user would type for that value.
public struct LinkQuery: Sendable {
    /// The item's name.
    public let name: String
    /// The command line that applies `value`; nil when the value is not one the screen takes.
    public let command: @Sendable (String) -> String?

    /// A query item `name`, applied by `command`.
    public init(_ name: String, command: @escaping @Sendable (String) -> String?) {
        self.name = name
        self.command = command
    }
}

/// Why a route's check refused a value, for the user.
public struct LinkCheckError: Error, CustomStringConvertible {
    /// What is wrong.
    public let description: String

    /// The error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
