import Core
import Shared

/// Saved's logic over the shared repository: the best-rated venues of the first city.
final class SavedUseCase {
    private let repository: VenueRepository

    init(repository: VenueRepository) {
        self.repository = repository
    }

    func items() -> Observable<[Venue]> {
        guard let city = repository.cities.first else { return .just([]) }
        return repository.search(VenueQuery(location: .place(city.name), limit: 50))
            .map { venues in Array(venues.sorted { ($0.rating ?? 0) > ($1.rating ?? 0) }.prefix(10)) }
    }
}
