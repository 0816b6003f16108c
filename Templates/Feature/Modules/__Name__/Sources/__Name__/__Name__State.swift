import Core
import Shared

/// Everything the __Name__ screen shows, changed only by `__Name__Reducer`.
struct __Name__State: Equatable {
    var items: [Venue] = []
    var isLoading = true
    var error: String?
    /// A one-off message about the last action (e.g. a screen that could not open); the next action clears it.
    var notice: String?
}

/// The actions that change `__Name__State`.
enum __Name__Action {
    case loaded([Venue])
    case failed(String)
    case notice(String)
}

/// __Name__'s pure state transitions.
enum __Name__Reducer: Reducer {
    static func reduce(_ state: __Name__State, _ action: __Name__Action) -> __Name__State {
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
