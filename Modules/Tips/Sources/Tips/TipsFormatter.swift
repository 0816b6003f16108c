import Shared

/// Turns Tips' state into props: formatting and wording live here, in the view layer
/// (localization lives in the view layer), not in the view model.
struct TipsFormatter {
    private let dates: RelativeDateFormatter
    private let strings: StringTable

    init(clock: WallClock, strings: StringTable) {
        dates = RelativeDateFormatter(clock: clock, strings: strings)
        self.strings = strings
    }

    func props(for state: TipsState) -> TipsProps {
        let rows = state.sortedTips.map { tip in
            TipsProps.Row(
                author: tip.author?.name ?? strings.text("anonymous"),
                date: dates.string(for: tip.createdAt),
                likes: strings.text("likes", ["count": "\(tip.likes)"]),
                text: tip.text
            )
        }
        let status: String?
        if state.isLoading {
            status = strings.text("status.loading")
        } else if let error = state.error {
            status = error
        } else if rows.isEmpty {
            status = strings.text("empty")
        } else {
            status = nil
        }
        return TipsProps(
            title: strings.text("title", ["venue": state.venueName]),
            sortLabel: strings.text("order.\(state.order.rawValue)"),
            rows: rows,
            status: status,
            hint: strings.text("hint"),
            isLoading: state.isLoading
        )
    }
}

/// Tips' user-facing strings.
enum TipsStrings {
    static let english = SharedStrings.english.merging(
        StringTable([
            "title": "Tips · {venue}",
            "order.newest": "Newest first",
            "order.liked": "Most liked first",
            "hint": "r newest · p most liked · ↑↓ scroll · Esc back",
            "empty": "No tips yet.",
            "likes": "♥ {count}",
            "anonymous": "Anonymous",
        ]))
}
