import Shared

/// Everything the VenueDetails view shows, as plain values.
struct VenueDetailsProps: ScreenProps {
    struct TipRow: Equatable {
        let byline: String
        let text: String
    }

    let title: String
    let subtitle: String
    let facts: [String]
    let photoURLs: [String]
    let tipsHeading: String
    let tips: [TipRow]
    let mapLinks: [String]
    /// Loading or error text, shown instead of the details.
    let placeholder: String?
    /// A one-off message about the last action.
    let notice: String?
    let hint: String
    /// Whether data is still on its way.
    var isLoading = false

    /// The notice, else the placeholder, for the status line.
    var status: String? { notice ?? placeholder }
}
