/// When a venue is open.
public struct OpeningHours: Hashable, Sendable, Codable {
    /// One opening period on one day of the week.
    public struct Period: Hashable, Sendable, Codable {
        /// 1 is Monday, 7 is Sunday (the API's convention).
        public let day: Int
        /// Opening time, `HHmm`.
        public let open: String
        /// Closing time, `HHmm`; earlier than `open` when it closes after midnight.
        public let close: String

        /// A period.
        public init(day: Int, open: String, close: String) {
            self.day = day
            self.open = open
            self.close = close
        }
    }

    /// The API's own summary, e.g. "Mon–Sun 07:30–18:00".
    public let display: String?
    /// Whether it is open right now, when the API knows.
    public let isOpenNow: Bool?
    /// Each opening of the week, as the service lists them; a day may have several.
    public let periods: [Period]

    /// Opening hours.
    public init(display: String?, isOpenNow: Bool?, periods: [Period]) {
        self.display = display
        self.isOpenNow = isOpenNow
        self.periods = periods
    }
}
