import Shared

/// Saved's user-facing strings.
enum SavedStrings {
    static let english = SharedStrings.english.merging(
        StringTable([
            "title": "Saved",
            "empty": "Nothing here yet.",
            "row": "{name} · {rating}",
            "hint": "Esc back",
            "hint.screens": "1-9 or open N: a screen · Esc back",
            "screens": "Screens: {list}",
            "failure.screen": "Could not show the screen: {reason}",
        ]))
}
