import Core
import Shared

/// Everything the Saved screen shows, changed only by `SavedReducer`.
struct SavedState: Equatable {
    var items: [SavedVenue] = []
    var selection = 0
    var isLoading = true
    /// A one-off message about the last action (e.g. a venue that could not open); the next action clears it.
    var notice: String?

    var selectedItem: SavedVenue? { items.indices.contains(selection) ? items[selection] : nil }
}

/// The actions that change `SavedState`.
enum SavedAction {
    case loaded([SavedVenue])
    case move(Int)
    case select(Int)
    case notice(String)
    /// The user opened or unsaved something: only clears the notice.
    case acted
}

/// Saved's pure state transitions.
enum SavedReducer: Reducer {
    static func reduce(_ state: SavedState, _ action: SavedAction) -> SavedState {
        var next = state
        next.notice = nil
        switch action {
        case .loaded(let items):
            // Keep the selected venue selected when the list changes around it.
            let selected = state.selectedItem?.id
            next.items = items
            next.isLoading = false
            next.selection = items.firstIndex { $0.id == selected } ?? min(state.selection, max(0, items.count - 1))
        case .move(let offset):
            next.selection = min(max(0, state.selection + offset), max(0, state.items.count - 1))
        case .select(let index):
            guard state.items.indices.contains(index) else { return state }
            next.selection = index
        case .notice(let message):
            next.notice = message
        case .acted:
            break
        }
        return next
    }
}
