import Core
import Shared

/// What a search depends on; a new key means a new search.
struct MapSearchKey: Hashable {
    let city: String
    let query: String
    let category: String?
}

/// Everything the Map screen shows, changed only by `MapReducer`.
struct MapState: Equatable {
    var city: String
    var cities: [String]
    /// The search in effect.
    var query = ""
    /// The text being typed (a self-updating input: every keystroke goes through the
    /// reducer); nil when not typing.
    var draft: String?
    /// The query before typing began, restored when typing is cancelled.
    var queryBeforeTyping = ""
    var category: String?
    var categories: [String] = []
    var venues: [Venue] = []
    /// The search the list on screen came from; a failed search falls back to it.
    var loadedKey: MapSearchKey?
    var selection = 0
    var saved: Set<String> = []
    var isLoading = true
    /// A search is still under way, after cached results may already be on screen.
    var isSearching = true
    var error: String?
    /// A one-off message about the last action (e.g. no such venue number); the next action clears it.
    var notice: String?
    /// A category filter that matched none of the categories on screen; the next action clears it.
    var unknownCategory: String?

    var searchKey: MapSearchKey { MapSearchKey(city: city, query: query, category: category) }
    var selectedVenue: Venue? { venues.indices.contains(selection) ? venues[selection] : nil }
}

/// The actions that change `MapState`.
enum MapAction {
    /// Keep the category typed or linked: every category for "all" or nothing.
    static func filter(named name: String) -> MapAction {
        .filter(name.isEmpty || name.lowercased() == "all" ? nil : name)
    }

    case loaded([Venue], MapSearchKey)
    case failed(String, MapSearchKey)
    /// The search for the key has delivered everything it will (cached and fresh results).
    case finished(MapSearchKey)
    case beginTyping
    case typed(String)
    /// The typed text, after a pause: searched while the user is still typing.
    case liveSearch(String)
    case commitTyping
    case cancelTyping
    case search(String)
    case filter(String?)
    case cycleCategory
    case near(String)
    case cycleCity
    case move(Int)
    case select(Int)
    /// The ids of the saved venues, as the app's list says.
    case saved(Set<String>)
    case notice(String)
    /// The user opened something: only clears the notice.
    case opened
}

/// Map's pure state transitions.
enum MapReducer: Reducer {
    static func reduce(_ state: MapState, _ action: MapAction) -> MapState {
        var next = state
        next.notice = nil
        next.unknownCategory = nil
        switch action {
        case .notice(let message):
            next.notice = message
        case .opened:
            break
        case .loaded(let venues, let key):
            guard key == state.searchKey else { return state }
            // Reloading the list a failed search fell back to keeps that failure on screen.
            if key != state.loadedKey { next.error = nil }
            next.venues = venues
            next.loadedKey = key
            next.isLoading = false
            next.selection = min(state.selection, max(0, venues.count - 1))
            if key.category == nil, key.query.isEmpty {
                next.categories = Array(Set(venues.compactMap(\.primaryCategory?.name))).sorted()
            }
        case .finished(let key):
            guard key == state.searchKey else { return state }
            next.isSearching = false
        case .failed(let message, let key):
            guard key == state.searchKey else { return state }
            next.isLoading = false
            next.error = message
            if let loaded = state.loadedKey {
                next.city = loaded.city
                next.query = loaded.query
                next.category = loaded.category
            }
        case .beginTyping:
            next.queryBeforeTyping = state.query
            next.draft = state.draft ?? state.query
        case .typed(let text):
            guard state.draft != nil else { return state }
            next.draft = text
        case .liveSearch(let text):
            guard state.draft == text else { return state }
            next = searching(next, query: text)
        case .commitTyping:
            guard let draft = state.draft else { return state }
            next.draft = nil
            next = searching(next, query: draft)
        case .cancelTyping:
            next.draft = nil
            next = searching(next, query: state.queryBeforeTyping)
        case .search(let text):
            next.draft = nil
            next = searching(next, query: text)
        case .filter(let category):
            if let category, !state.categories.isEmpty, state.categories.matching(category) == nil {
                // Searching for it would only say "no venues match"; naming the real ones helps.
                next.unknownCategory = category
                return next
            }
            next.category = category.flatMap { state.categories.matching($0) ?? $0 }
            next = reloading(next, from: state)
        case .cycleCategory:
            guard !state.categories.isEmpty else { return state }
            if let current = state.category, let index = state.categories.firstIndex(of: current) {
                next.category = index + 1 < state.categories.count ? state.categories[index + 1] : nil
            } else {
                next.category = state.categories.first
            }
            next = reloading(next, from: state)
        case .near(let city):
            next.city = state.cities.matching(city) ?? city
            next.query = ""
            next.category = nil
            next = reloading(next, from: state)
        case .cycleCity:
            guard let index = state.cities.firstIndex(of: state.city), !state.cities.isEmpty else { return state }
            next.city = state.cities[(index + 1) % state.cities.count]
            next.query = ""
            next.category = nil
            next = reloading(next, from: state)
        case .move(let offset):
            next.selection = min(max(0, state.selection + offset), max(0, state.venues.count - 1))
        case .select(let index):
            guard state.venues.indices.contains(index) else { return state }
            next.selection = index
        case .saved(let ids):
            next.saved = ids
        }
        return next
    }

    private static func searching(_ state: MapState, query: String) -> MapState {
        var next = state
        next.query = query.trimmingCharacters(in: .whitespaces)
        return reloading(next, from: state)
    }

    private static func reloading(_ next: MapState, from state: MapState) -> MapState {
        guard next.searchKey != state.searchKey else { return next }
        var reloading = next
        reloading.isLoading = true
        reloading.isSearching = true
        reloading.error = nil
        reloading.selection = 0
        return reloading
    }
}
