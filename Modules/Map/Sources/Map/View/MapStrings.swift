import Shared

/// Map's user-facing strings.
enum MapStrings {
    static let english = SharedStrings.english.merging(
        StringTable([
            "title": "Venues near {city}",
            "search.none": "Search: (none) · / to search",
            "search.query": "Search: {query} · / to change",
            "search.typing": "Search: {draft}▏ · Enter keep · Esc cancel",
            "filter.all": "Category: all · c to change",
            "filter.one": "Category: {category} · c to change",
            "empty": "No venues match.",
            "filter.unknown": "No category called \"{name}\" here. Categories: {known}; filter all clears the filter.",
            "row": "{name} · {category} · {distance} · {rating}",
            "legend": "Pins show the first nine results.",
            "legend.stacked": "* stands for {labels}, too close to draw apart here.",
            "failure.details": "Could not open the venue: {reason}",
            "hint": "↑↓ or 1-9 select · Enter open · / search · c category · n next city · ? help · q quit",
        ]))
}
