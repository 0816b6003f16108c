import Shared

/// Everything the Saved view shows, as plain values.
struct SavedProps: ScreenProps {
    struct Row: Equatable {
        let text: String
        let isSelected: Bool
    }

    let title: String
    let subtitle: String
    let rows: [Row]
    /// A notice, or the text shown when nothing is saved.
    let status: String?
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false
}
