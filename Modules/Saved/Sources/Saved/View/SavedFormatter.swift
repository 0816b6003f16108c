import Shared

/// Turns Saved's state into props: wording and formatting live here, in the view layer.
struct SavedFormatter {
    private let strings: StringTable
    private let ratings: RatingFormatter

    init(strings: StringTable) {
        self.strings = strings
        ratings = RatingFormatter(strings: strings)
    }

    func props(for state: SavedState) -> SavedProps {
        let rows = state.items.enumerated().map { index, venue in
            "\(index + 1). " + strings.text("row", ["name": venue.name, "rating": ratings.string(venue.rating)])
        }
        let status: String?
        if let notice = state.notice {
            status = notice
        } else if state.isLoading {
            status = strings.text("status.loading")
        } else if let error = state.error {
            status = error
        } else if rows.isEmpty {
            status = strings.text("empty")
        } else {
            status = nil
        }
        let screens = SavedScreens.all.enumerated().map { "\($0.offset + 1). \($0.element.name)" }
        return SavedProps(
            title: strings.text("title"), rows: rows, screens: screens, status: status,
            showsRows: !state.isLoading && state.error == nil && !rows.isEmpty,
            hint: strings.text(screens.isEmpty ? "hint" : "hint.screens"),
            isLoading: state.isLoading
        )
    }
}
