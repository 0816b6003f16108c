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
    /// Says which pins share a `*` on a map too small to draw them apart; `{labels}` is
    /// replaced by the view, which alone knows the map's size.
    let stackedNote: String
    /// Loading, empty or error text, shown above the list.
    let status: String?
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false
}
