import Shared

/// Turns Saved's state into props: wording and dates live here, in the view layer.
struct SavedFormatter {
    private let strings: StringTable
    private let dates: RelativeDateFormatter

    init(clock: WallClock, strings: StringTable) {
        self.strings = strings
        dates = RelativeDateFormatter(clock: clock, strings: strings)
    }

    func props(for state: SavedState) -> SavedProps {
        let unknown = strings.text("unknown")
        let rows = state.items.enumerated().map { index, venue in
            SavedProps.Row(
                text: "\(index + 1). "
                    + strings.text(
                        "row",
                        [
                            "name": venue.name, "category": venue.category ?? unknown, "city": venue.city ?? unknown,
                            "when": dates.string(for: venue.savedAt),
                        ]),
                isSelected: index == state.selection
            )
        }
        return SavedProps(
            title: strings.text("title"),
            subtitle: strings.text("count", ["count": "\(rows.count)"]),
            rows: rows,
            status: state.notice ?? (rows.isEmpty && !state.isLoading ? strings.text("empty") : nil),
            hint: strings.text("hint"),
            isLoading: state.isLoading
        )
    }
}

/// Saved's user-facing strings.
enum SavedStrings {
    static let english = SharedStrings.english.merging(
        StringTable([
            "title": "Saved venues",
            "count": "{count} saved, newest first",
            "empty": "Nothing saved yet: press s on a venue's details to save it.",
            "row": "{name} · {category} · {city} · saved {when}",
            "unknown": "—",
            "hint": "↑↓ or 1-9 select · Enter open · x unsave · Esc back",
            "failure.details": "Could not open the venue: {reason}",
            "noSuchItem": "No saved venue numbered {number}; choose 1–{count}.",
            "nothingSaved": "There is no saved venue to open.",
        ]))
}
