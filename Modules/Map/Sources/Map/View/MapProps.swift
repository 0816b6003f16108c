import Shared

/// Everything the Map view shows, as plain values.
struct MapProps: ScreenProps {
    struct Row: Equatable {
        let number: Int
        let text: String
        let isSaved: Bool
        let isSelected: Bool
    }

    let title: String
    let searchLine: String
    let filterLine: String
    let rows: [Row]
    let pins: [AsciiMap.Pin]
    let legend: String
    /// Loading, empty or error text, shown above the list.
    let status: String?
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false
}
