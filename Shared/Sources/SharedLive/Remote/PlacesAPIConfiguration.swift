import Foundation
import Shared

/// How to reach the Foursquare Places API. The key is never part of any description.
public struct PlacesAPIConfiguration: Sendable, CustomStringConvertible {
    /// The public endpoint, used unless `VENUES_API_BASE_URL` names another (tests name a loopback server).
    public static let defaultBaseURL = "https://places-api.foursquare.com"
    /// The API version this client speaks, sent as `X-Places-Api-Version`.
    public static let apiVersion = "2025-06-17"

    /// The service root; tests aim it at loopback.
    public let baseURL: URL
    /// How long one request may take, in whole seconds.
    public let timeout: TimeInterval
    let apiKey: String

    /// A configuration with `apiKey`, against `baseURL`. The timeout is rounded up to whole
    /// seconds: on Linux, URLSession treats a fractional timeout as already expired.
    public init(apiKey: String, baseURL: URL, timeout: TimeInterval = 10) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.timeout = max(1, timeout.rounded(.up))
    }

    /// The configuration the environment asks for: nil without `FOURSQUARE_API_KEY`;
    /// `VENUES_API_BASE_URL` overrides the endpoint.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> PlacesAPIConfiguration? {
        guard let key = environment["FOURSQUARE_API_KEY"]?.trimmingCharacters(in: .whitespaces), !key.isEmpty else {
            return nil
        }
        let base = environment["VENUES_API_BASE_URL"].flatMap(URL.init(string:)) ?? URL(string: defaultBaseURL)
        guard let base else { return nil }
        return PlacesAPIConfiguration(apiKey: key, baseURL: base)
    }

    /// The endpoint and timeout; the key shows as redacted.
    public var description: String {
        "PlacesAPIConfiguration(baseURL: \(baseURL.absoluteString), timeout: \(timeout)s, apiKey: <redacted>)"
    }
}
