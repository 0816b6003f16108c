import Foundation
import Shared

/// Decodes API bodies, reporting failures as `VenueDataError.decoding` with the path to the
/// field that did not fit (`results[3].latitude`).
enum PlacesDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(VenueDataError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw .decoding(field: "(body)", reason: "\(error)")
        }
    }

    static func describe(_ error: DecodingError) -> VenueDataError {
        func path(_ codingPath: [CodingKey]) -> String {
            let text = codingPath.reduce("") { result, key in
                if let index = key.intValue { return result + "[\(index)]" }
                return result.isEmpty ? key.stringValue : result + "." + key.stringValue
            }
            return text.isEmpty ? "(body)" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return .decoding(field: path(context.codingPath + [key]), reason: "missing")
        case .typeMismatch(let type, let context):
            return .decoding(field: path(context.codingPath), reason: "expected \(type)")
        case .valueNotFound(let type, let context):
            return .decoding(field: path(context.codingPath), reason: "expected \(type), found null")
        case .dataCorrupted(let context):
            return .decoding(field: path(context.codingPath), reason: "not valid JSON")
        @unknown default:
            return .decoding(field: "(body)", reason: "\(error)")
        }
    }
}
