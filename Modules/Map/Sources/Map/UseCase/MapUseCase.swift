import Core
import Shared

/// Searches venues for the Map screen.
final class MapUseCase {
    private let repository: VenueRepository

    init(repository: VenueRepository) {
        self.repository = repository
    }

    var cities: [String] { repository.cities.map(\.name) }

    func search(_ key: MapSearchKey) -> Observable<[Venue]> {
        repository.search(VenueQuery(location: .place(key.city), text: key.query, category: key.category, limit: 40))
    }
}
