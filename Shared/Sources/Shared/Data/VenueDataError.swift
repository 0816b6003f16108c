/// Why venue data could not be had; each case says what happened in words a user can act on.
public enum VenueDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The network could not be reached.
    case noConnection(String)
    /// The API key was missing, wrong or revoked.
    case unauthorized
    /// Too many requests; retry after this many seconds when the server said.
    case rateLimited(retryAfterSeconds: Int?)
    /// The server failed with this HTTP status.
    case server(status: Int)
    /// The server took too long to answer.
    case timeout
    /// A response did not have the expected shape; `field` is the path to the bad value.
    case decoding(field: String, reason: String)
    /// No venue has this id.
    case notFound(venueID: String)
    /// A place name that is not known; `known` lists the ones that are.
    case unknownPlace(String, known: [String])
    /// A bundled resource is missing from the build.
    case resourceMissing(String)

    /// The failure in words.
    public var description: String {
        switch self {
        case .noConnection(let detail):
            return "No connection to the venue service (\(detail)). Check the network and try again."
        case .unauthorized:
            return
                "The venue service refused the API key. Check FOURSQUARE_API_KEY, or unset it to use the embedded data."
        case .rateLimited(let seconds):
            return "Too many requests to the venue service"
                + (seconds.map { "; try again in \($0) s." } ?? "; try again shortly.")
        case .server(let status): return "The venue service failed (HTTP \(status)). Try again later."
        case .timeout: return "The venue service did not answer in time."
        case .decoding(let field, let reason): return "Unexpected data from the venue service at \(field): \(reason)."
        case .notFound(let id): return "No venue with id \(id)."
        case .unknownPlace(let name, let known):
            return "Unknown place \"\(name)\". Known places: \(known.joined(separator: ", "))."
        case .resourceMissing(let name): return "The bundled resource \(name) is missing from this build."
        }
    }
}
