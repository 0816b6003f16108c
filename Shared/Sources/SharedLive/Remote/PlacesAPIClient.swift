import Core
import Foundation
import Shared

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Venues from the Foursquare Places API: search near a point or a place name, details,
/// tips and photos. Every failure is a typed `VenueDataError`; disposing a request cancels it.
public final class PlacesAPIClient: VenueProvider, CustomStringConvertible {
    private let configuration: PlacesAPIConfiguration
    /// Captured by each request, so a request outlives the client that made it; never
    /// invalidated, because a request started after invalidation would trap.
    private let session: URLSession

    /// The fields requested for each place, so search results carry what the screens show.
    static let fields =
        "fsq_place_id,name,latitude,longitude,categories,location,distance,tel,website,email,hours,rating,verified,photos,tips"

    /// A client for `configuration`.
    public init(configuration: PlacesAPIConfiguration) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: sessionConfiguration)
    }

    /// The endpoint, never the key.
    public var description: String { "PlacesAPIClient(\(configuration))" }

    /// `GET /places/search`.
    public func search(_ query: VenueQuery) -> Single<[Venue]> {
        var items = [
            URLQueryItem(name: "limit", value: "\(min(max(query.limit, 1), 50))"),
            URLQueryItem(name: "fields", value: Self.fields),
        ]
        switch query.location {
        case .coordinate(let point):
            items.append(URLQueryItem(name: "ll", value: "\(point.latitude),\(point.longitude)"))
        case .place(let name): items.append(URLQueryItem(name: "near", value: name))
        }
        if let text = query.text, !text.isEmpty { items.append(URLQueryItem(name: "query", value: text)) }
        if let category = query.category, !category.isEmpty {
            // The API filters by category id; a name is matched as text instead.
            let isID = category.allSatisfy(\.isNumber) || category.count == 24
            items.append(URLQueryItem(name: isID ? "fsq_category_ids" : "query", value: category))
        }
        return request(path: "/places/search", query: items, notFoundID: nil) { data throws(VenueDataError) in
            // The API ranks by relevance; the screens list nearest first, as with the embedded
            // data. Results without a distance go last, in the API's order.
            let response = try PlacesDecoder.decode(PlaceSearchResponseDTO.self, from: data)
            let venues = response.results.map(PlaceMapping.venue)
            return venues.enumerated()
                .sorted { ($0.element.distance ?? .max, $0.offset) < ($1.element.distance ?? .max, $1.offset) }
                .map(\.element)
        }
    }

    /// `GET /places/{id}`.
    public func venue(id: String) -> Single<Venue> {
        request(path: "/places/\(id)", query: [URLQueryItem(name: "fields", value: Self.fields)], notFoundID: id) {
            data throws(VenueDataError) in
            PlaceMapping.venue(try PlacesDecoder.decode(PlaceDTO.self, from: data))
        }
    }

    /// `GET /places/{id}/tips`, newest first.
    public func tips(venueID: String) -> Single<[Tip]> {
        request(
            path: "/places/\(venueID)/tips",
            query: [URLQueryItem(name: "limit", value: "50"), URLQueryItem(name: "sort", value: "newest")],
            notFoundID: venueID
        ) { data throws(VenueDataError) in
            try PlacesDecoder.decode([TipDTO].self, from: data).compactMap(PlaceMapping.tip)
        }
    }

    /// `GET /places/{id}/photos`.
    public func photos(venueID: String) -> Single<[Photo]> {
        request(
            path: "/places/\(venueID)/photos", query: [URLQueryItem(name: "limit", value: "50")], notFoundID: venueID
        ) { data throws(VenueDataError) in
            try PlacesDecoder.decode([PhotoDTO].self, from: data).map(PlaceMapping.photo)
        }
    }

    private func request<Result>(
        path: String,
        query: [URLQueryItem],
        notFoundID: String?,
        decode: @escaping @Sendable (Data) throws(VenueDataError) -> Result
    ) -> Single<Result> where Result: Sendable {
        let configuration = self.configuration
        let session = self.session
        return Single.create { emit in
            var components = URLComponents(
                url: configuration.baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
            components?.queryItems = query
            guard let url = components?.url else {
                emit(.failure(VenueDataError.decoding(field: "(request)", reason: "cannot form a URL for \(path)")))
                return Disposables.create()
            }
            var request = URLRequest(url: url, timeoutInterval: configuration.timeout)
            request.setValue("Bearer \(configuration.apiKey)", forHTTPHeaderField: "Authorization")
            request.setValue(PlacesAPIConfiguration.apiVersion, forHTTPHeaderField: "X-Places-Api-Version")
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            let reply = Reply(emit)
            let task = session.dataTask(with: request) { data, response, error in
                reply.send(
                    Self.outcome(data: data, response: response, error: error, notFoundID: notFoundID, decode: decode))
            }
            task.resume()
            return Disposables.create {
                reply.cancel()
                task.cancel()
            }
        }
    }

    /// What a finished request means for the caller.
    static func outcome<Result>(
        data: Data?, response: URLResponse?, error: Error?, notFoundID: String?,
        decode: (Data) throws(VenueDataError) -> Result
    ) -> Swift.Result<Result, VenueDataError> {
        if let error { return .failure(map(error)) }
        guard let http = response as? HTTPURLResponse else { return .failure(.noConnection("no HTTP response")) }
        switch http.statusCode {
        case 200..<300:
            do { return .success(try decode(data ?? Data())) } catch { return .failure(error) }
        case 401, 403:
            return .failure(.unauthorized)
        case 404 where notFoundID != nil:
            return .failure(.notFound(venueID: notFoundID ?? ""))
        case 429:
            let retry = http.value(forHTTPHeaderField: "Retry-After").flatMap {
                Int($0.trimmingCharacters(in: .whitespaces))
            }
            return .failure(.rateLimited(retryAfterSeconds: retry))
        default:
            return .failure(.server(status: http.statusCode))
        }
    }

    static func map(_ error: Error) -> VenueDataError {
        guard let urlError = error as? URLError else { return .noConnection(error.localizedDescription) }
        switch urlError.code {
        case .timedOut: return .timeout
        default: return .noConnection(urlError.localizedDescription)
        }
    }
}

/// Hands a request's outcome to its subscriber once, unless the subscription was disposed.
private final class Reply<Value>: @unchecked Sendable {
    // @unchecked: `emit` is read and written under `lock` only, and is called at most once.
    private let lock = NSLock()
    private var emit: ((SingleEvent<Value>) -> Void)?

    init(_ emit: @escaping (SingleEvent<Value>) -> Void) {
        self.emit = emit
    }

    func send(_ outcome: Result<Value, VenueDataError>) {
        lock.lock()
        let target = emit
        emit = nil
        lock.unlock()
        target?(outcome.mapError { $0 as Swift.Error })
    }

    func cancel() {
        lock.lock()
        emit = nil
        lock.unlock()
    }
}
