import Shared

/// Everything the Saved view shows, as plain values.
struct SavedProps: ScreenProps {
    let title: String
    let rows: [String]
    /// The added screens, numbered: "1. Settings".
    let screens: [String]
    /// A notice, or loading, empty or error text.
    let status: String?
    /// Whether the rows are there to show (else `status` is shown instead).
    let showsRows: Bool
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false
}
