import Shared

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
