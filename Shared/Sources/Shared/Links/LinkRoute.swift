import Core

/// A path piece of a link, declared once by the feature that owns the screen: the piece that
/// opens it (`FeatureManifest.route`) or one it takes itself (`near/CITY`).
public struct LinkRoute: Sendable {
    /// The piece, such as `venue`.
    public let piece: String
    /// Whether the piece takes the next one as its value (`venue/ID`).
    public let takesValue: Bool
    /// Answers why a value is refused (nil if it is not), looking it up in what it resolves
    /// from the app's container (`try resolver.require(VenueRepository.self)`) if need be; a
    /// service the container lacks is an error the link reports.
    public typealias Check = @Sendable (String, Resolver) -> Single<String?>
    /// Why a value is refused (nil when it is fine), asked before anything moves.
    public let check: Check?

    /// A route: `piece`, with a value when `takesValue`, and `check` run first.
    public init(_ piece: String, takesValue: Bool = false, check: Check? = nil) {
        self.piece = piece
        self.takesValue = takesValue
        self.check = check
    }

    /// This route's piece of an address (`venue/ID` for `value` ID), so a route is spelt once.
    public func address(_ value: String = "") -> ScreenAddress {
        ScreenAddress(path: takesValue ? [piece, value] : [piece])
    }
}

/// A query item a screen applies to itself (`search=books` on the list), declared beside its routes.
public struct LinkQuery: Sendable {
    /// The item's name.
    public let name: String
    /// The values it takes; nil when any will do.
    public let values: [String]?

    /// A query item `name` taking `values` (any, when nil).
    public init(_ name: String, values: [String]? = nil) { (self.name, self.values) = (name, values) }

    /// A query item `name` taking the raw values of `Value`'s cases, such as a sort order.
    public init<Value: RawRepresentable & CaseIterable>(_ name: String, of _: Value.Type)
    where Value.RawValue == String {
        self.init(name, values: Value.allCases.map(\.rawValue))
    }

    /// This item with `value`, for a screen's address.
    public func item(_ value: String) -> ScreenAddress.QueryItem { ScreenAddress.QueryItem(name, value) }
}
