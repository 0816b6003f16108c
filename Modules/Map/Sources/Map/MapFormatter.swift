import Shared

/// Turns Map's state into props: wording and number formatting live here.
struct MapFormatter {
    private let strings: StringTable
    private let distances: DistanceFormatter
    private let ratings: RatingFormatter

    init(strings: StringTable) {
        self.strings = strings
        distances = DistanceFormatter(strings: strings)
        ratings = RatingFormatter(strings: strings)
    }

    func props(for state: MapState) -> MapProps {
        let searchLine: String
        if let draft = state.draft {
            searchLine = strings.text("search.typing", ["draft": draft])
        } else if state.query.isEmpty {
            searchLine = strings.text("search.none")
        } else {
            searchLine = strings.text("search.query", ["query": state.query])
        }
        let rows = state.venues.enumerated().map { index, venue in
            MapProps.Row(
                number: index + 1,
                text: strings.text(
                    "row",
                    [
                        "name": venue.name,
                        "category": venue.primaryCategory?.shortName ?? "—",
                        "distance": venue.distance.map { distances.string(metres: $0) } ?? "—",
                        "rating": ratings.string(venue.rating),
                    ]),
                isSaved: state.saved.contains(venue.id),
                isSelected: index == state.selection
            )
        }
        let pins = zip("123456789", state.venues).map { label, venue in
            AsciiMap.Pin(label: label, coordinate: venue.coordinate)
        }
        let status: String?
        if let notice = state.notice {
            status = notice
        } else if let unknown = state.unknownCategory {
            status = strings.text(
                "filter.unknown", ["name": unknown, "known": state.categories.joined(separator: ", ")])
        } else if let error = state.error {
            status = error
        } else if state.isLoading {
            status = strings.text("status.loading")
        } else if rows.isEmpty {
            status = strings.text("empty")
        } else {
            status = nil
        }
        return MapProps(
            title: strings.text("title", ["city": state.city]),
            searchLine: searchLine,
            filterLine: state.category.map { strings.text("filter.one", ["category": $0]) }
                ?? strings.text("filter.all"),
            rows: rows,
            pins: pins,
            legend: strings.text("legend"),
            stackedNote: strings.text("legend.stacked"),
            status: status,
            hint: strings.text("hint"),
            isLoading: state.isLoading || state.isSearching
        )
    }
}

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
