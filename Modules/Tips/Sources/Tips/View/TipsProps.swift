import Shared

/// Everything the Tips view shows, as plain values.
struct TipsProps: ScreenProps {
    struct Row: Equatable {
        let author: String
        let date: String
        let likes: String
        let text: String
    }

    let title: String
    let sortLabel: String
    let rows: [Row]
    /// Loading, empty or error text, shown instead of rows.
    let status: String?
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false
}
