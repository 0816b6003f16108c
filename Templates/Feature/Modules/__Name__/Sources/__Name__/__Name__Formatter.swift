import Shared

/// Turns __Name__'s state into props: wording and formatting live here, in the view layer.
struct __Name__Formatter {
    private let strings: StringTable
    private let ratings: RatingFormatter

    init(strings: StringTable) {
        self.strings = strings
        ratings = RatingFormatter(strings: strings)
    }

    func props(for state: __Name__State) -> __Name__Props {
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
        let screens = __Name__Coordinator.screens.names.enumerated().map { "\($0.offset + 1). \($0.element)" }
        return __Name__Props(
            title: strings.text("title"), rows: rows, screens: screens, status: status,
            showsRows: !state.isLoading && state.error == nil && !rows.isEmpty,
            hint: strings.text(screens.isEmpty ? "hint" : "hint.screens"),
            isLoading: state.isLoading
        )
    }
}

/// __Name__'s user-facing strings.
enum __Name__Strings {
    static let english = SharedStrings.english.merging(
        StringTable([
            "title": "__Name__",
            "empty": "Nothing here yet.",
            "row": "{name} · {rating}",
            "hint": "Esc back",
            "hint.screens": "1-9 or open N: a screen · Esc back",
            "screens": "Screens: {list}",
        ]))
}
