import Core
import Shared

/// Everything the Saved screen shows, changed only by `SavedReducer`.
struct SavedState: Equatable {
    var items: [Venue] = []
    var isLoading = true
    var error: String?
    /// A one-off message about the last action (e.g. a screen that could not open); the next action clears it.
    var notice: String?
}

/// The actions that change `SavedState`.
enum SavedAction {
    case loaded([Venue])
    case failed(String)
    case notice(String)
}

/// Saved's pure state transitions.
enum SavedReducer: Reducer {
    static func reduce(_ state: SavedState, _ action: SavedAction) -> SavedState {
        var next = state
        next.notice = nil
        switch action {
        case .notice(let message):
            next.notice = message
        case .loaded(let items):
            next.items = items
            next.isLoading = false
            next.error = nil
        case .failed(let message):
            next.isLoading = false
            next.error = message
        }
        return next
    }
}
