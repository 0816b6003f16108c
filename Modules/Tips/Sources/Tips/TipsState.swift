import Core
import Foundation
import Shared
import TipsInterface

/// Everything the Tips screen shows, changed only by `TipsReducer`.
struct TipsState: Equatable {
    var venueName: String
    var tips: [Tip] = []
    var order: TipsOrder = .newest
    var isLoading = true
    var error: String?

    /// The tips in the chosen order.
    var sortedTips: [Tip] {
        switch order {
        case .newest: return tips.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
        case .liked: return tips.sorted { ($0.likes, $0.createdAt) > ($1.likes, $1.createdAt) }
        }
    }
}

/// The actions that change `TipsState`.
enum TipsAction {
    case loaded([Tip])
    case failed(String)
    case order(TipsOrder)
}

/// Tips' pure state transitions.
enum TipsReducer: Reducer {
    static func reduce(_ state: TipsState, _ action: TipsAction) -> TipsState {
        var next = state
        switch action {
        case .loaded(let tips):
            next.tips = tips
            next.isLoading = false
            next.error = nil
        case .failed(let message):
            next.isLoading = false
            next.error = message
        case .order(let order):
            next.order = order
        }
        return next
    }
}
