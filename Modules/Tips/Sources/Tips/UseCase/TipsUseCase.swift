import Core
import Shared

/// Loads the tips of a venue.
final class TipsUseCase {
    private let repository: VenueRepository

    init(repository: VenueRepository) {
        self.repository = repository
    }

    func tips(venueID: String) -> Single<[Tip]> {
        repository.tips(venueID: venueID)
    }
}
