import Core
import Shared

/// Loads a venue's details.
final class VenueDetailsUseCase {
    private let repository: VenueRepository

    init(repository: VenueRepository) {
        self.repository = repository
    }

    func venue(id: String) -> Single<Venue> {
        repository.venue(id: id)
    }
}
