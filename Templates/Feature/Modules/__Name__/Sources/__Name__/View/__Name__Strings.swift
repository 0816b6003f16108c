import Shared

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
            "failure.screen": "Could not show the screen: {reason}",
        ]))
}
