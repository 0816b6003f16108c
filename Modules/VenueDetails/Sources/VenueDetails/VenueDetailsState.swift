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
    var mapAppLinks: [MapAppLink] = []
    /// A one-off message about the last action (e.g. Tips could not open); the next action clears it.
    var notice: String?
}

enum VenueDetailsAction {
    case loaded(Venue, [MapAppLink])
    case failed(String)
    /// Whether the venue is among the saved ones, as the app's list says.
    case saved(Bool)
    case toggleMapLinks
    case notice(String)
    /// The user opened something: only clears the notice.
    case opened
}

enum VenueDetailsReducer: Reducer {
    static func reduce(_ state: VenueDetailsState, _ action: VenueDetailsAction) -> VenueDetailsState {
        var next = state
        next.notice = nil
        switch action {
        case .notice(let message):
            next.notice = message
        case .opened:
            break
        case .loaded(let venue, let links):
            next.venue = venue
            next.venueName = venue.name
            next.mapAppLinks = links
            next.isLoading = false
            next.error = nil
        case .failed(let message):
            next.isLoading = false
            next.error = message
        case .saved(let isSaved):
            next.isSaved = isSaved
        case .toggleMapLinks:
            next.showsMapLinks.toggle()
        }
        return next
    }
}
