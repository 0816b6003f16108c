import Shared

/// Tips' user-facing strings.
enum TipsStrings {
    static let english = SharedStrings.english.merging(
        StringTable([
            "title": "Tips · {venue}",
            "sort.recent": "Newest first",
            "sort.popular": "Most liked first",
            "hint": "r newest · p most liked · ↑↓ scroll · Esc back",
            "empty": "No tips yet.",
            "likes": "♥ {count}",
            "anonymous": "Anonymous",
        ]))
}
