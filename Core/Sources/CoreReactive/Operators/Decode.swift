import Foundation

/// Something that decodes a value from `Data`: `JSONDecoder` and `PropertyListDecoder` are, as
/// in RxSwift.
public protocol DataDecoder: Sendable {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element as `type` with `decoder`; an element that does not decode fails
    /// the sequence with the decoder's error (RxSwift's `decode(type:decoder:)`). The item is
    /// `Sendable`, as every element that may cross threads is in Core.
    @inlinable
    public func decode<Item: Decodable & Sendable, Decoder: DataDecoder>(
        type: Item.Type, decoder: Decoder
    ) -> Observable<Item> {
        map { try decoder.decode(Item.self, from: $0) }
    }
}
