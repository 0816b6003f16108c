import Core

/// A path piece a screen can be followed by in a link, declared in the Interface of the
/// feature that owns the screen: `venue/ID` after the list, `tips` after a venue's details.
///
/// The app checks a link against these before anything moves; the feature's coordinator
/// follows them (`LinkFollowing`), opening the next screen through its builder as a user's
/// tap would, so the back stack is the one a user would have walked.
public struct LinkRoute: Sendable {
    /// The piece, such as `venue`.
    public let piece: String
    /// Whether the piece takes the next one as its value (`venue/ID`).
    public let takesValue: Bool
    /// The manifest name of the screen it opens; nil when it stays on this screen.
    public let leadsTo: String?
    /// Checked before anything moves, so a link to something that does not exist (a venue id
    /// nobody knows) leaves the app where it was; nil when any value will do.
    public let check: (@Sendable (String, VenueRepository) -> Single<Void>)?

    /// This route's piece of an address: `venue/ID` for `value` ID, `tips` for a route
    /// without a value. Screens print their address with it, so a route is spelt once.
    public func address(_ value: String = "") -> ScreenAddress {
        ScreenAddress(path: takesValue ? [piece, value] : [piece])
    }

    /// A route: `piece` (with a value when `takesValue`), leading to the screen of manifest
    /// `leadsTo`, with `check` run first.
    public init(
        _ piece: String, takesValue: Bool = false, leadsTo: String? = nil,
        check: (@Sendable (String, VenueRepository) -> Single<Void>)? = nil
    ) {
        self.piece = piece
        self.takesValue = takesValue
        self.leadsTo = leadsTo
        self.check = check
    }
}

/// A query item a screen applies to itself (`search=books` on the list), declared beside its
/// routes.
public struct LinkQuery: Sendable {
    /// The item's name.
    public let name: String
    /// The values it takes; nil when any will do.
    public let values: [String]?

    /// A query item `name` taking `values` (any, when nil).
    public init(_ name: String, values: [String]? = nil) {
        self.name = name
        self.values = values
    }

    /// A query item `name` taking the raw values of `Value`'s cases, such as a sort order.
    public init<Value: RawRepresentable & CaseIterable>(_ name: String, of _: Value.Type)
    where Value.RawValue == String {
        self.init(name, values: Value.allCases.map(\.rawValue))
    }

    /// Whether `value` is one this item takes.
    public func accepts(_ value: String) -> Bool {
        values?.contains(value) ?? true
    }

    /// This item with `value`, for a screen's address.
    public func item(_ value: String) -> ScreenAddress.QueryItem {
        ScreenAddress.QueryItem(name, value)
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
