import Foundation

/// A point on Earth, in degrees.
public struct Coordinate: Hashable, Sendable, Codable {
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double

    /// A point at `latitude`, `longitude`.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The great-circle distance in metres (haversine; the error is negligible within a city).
    public func distance(to other: Coordinate) -> Double {
        let earthRadius = 6_371_000.0
        let dLat = (other.latitude - latitude) * .pi / 180
        let dLng = (other.longitude - longitude) * .pi / 180
        let a =
            sin(dLat / 2) * sin(dLat / 2)
            + cos(latitude * .pi / 180) * cos(other.latitude * .pi / 180) * sin(dLng / 2) * sin(dLng / 2)
        return 2 * earthRadius * atan2(sqrt(a), sqrt(1 - a))
    }
}
