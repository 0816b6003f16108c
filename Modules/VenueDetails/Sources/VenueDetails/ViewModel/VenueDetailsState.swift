import Core
import Shared

/// Everything the VenueDetails screen shows, changed only by `VenueDetailsReducer`.
struct VenueDetailsState: Equatable {
    var venueName: String
    var venue: Venue?
    var isSaved: Bool
    var isLoading = true
    var error: String?
    var showsMapLinks = false
    var mapLinks: [MapLink] = []
}

enum VenueDetailsAction {
    case loaded(Venue, [MapLink])
    case failed(String)
    case toggleSaved
    case toggleMapLinks
}

enum VenueDetailsReducer: Reducer {
    static func reduce(_ state: VenueDetailsState, _ action: VenueDetailsAction) -> VenueDetailsState {
        var next = state
        switch action {
        case .loaded(let venue, let links):
            next.venue = venue
            next.venueName = venue.name
            next.mapLinks = links
            next.isLoading = false
            next.error = nil
        case .failed(let message):
            next.isLoading = false
            next.error = message
        case .toggleSaved:
            next.isSaved.toggle()
        case .toggleMapLinks:
            next.showsMapLinks.toggle()
        }
        return next
    }
}
