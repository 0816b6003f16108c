/// The embedded file's shape: cities, each with a Places API search response.
struct EmbeddedDatasetDTO: Decodable {
    struct CityDTO: Decodable {
        let name: String
        let region: String
        let country: String
        let latitude: Double
        let longitude: Double
        let results: [PlaceDTO]
    }

    let cities: [CityDTO]
}
