import Shared

/// Everything the __Name__ view shows, as plain values.
struct __Name__Props: ScreenProps {
    let title: String
    let rows: [String]
    /// The added screens, numbered: "1. Settings".
    let screens: [String]
    /// Loading, empty or error text, shown instead of rows.
    let status: String?
    let hint: String
}
