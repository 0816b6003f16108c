import Foundation

/// Distances as people read them: metres up to a kilometre, then kilometres with one decimal.
public struct DistanceFormatter: Sendable {
    private let strings: StringTable

    /// A formatter using `strings` for units.
    public init(strings: StringTable = SharedStrings.english) {
        self.strings = strings
    }

    /// "80 m", "950 m", "1.2 km", "12 km".
    public func string(metres: Int) -> String {
        if metres < 1_000 {
            let rounded = metres < 100 ? metres : (metres / 10) * 10
            return strings.text("distance.metres", ["value": "\(rounded)"])
        }
        let kilometres = Double(metres) / 1_000
        let value = kilometres < 10 ? String(format: "%.1f", kilometres) : "\(Int(kilometres.rounded()))"
        return strings.text("distance.kilometres", ["value": value])
    }
}

/// How long ago something happened, relative to a clock.
public struct RelativeDateFormatter: Sendable {
    private let clock: WallClock
    private let strings: StringTable
    private let calendar: Calendar

    /// A formatter measuring from `clock`'s now, in `timeZone`.
    public init(clock: WallClock, strings: StringTable = SharedStrings.english, timeZone: TimeZone = .current) {
        self.clock = clock
        self.strings = strings
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// "just now", "5 min ago", "today", "yesterday", "3 days ago", "2 weeks ago", "4 months ago", "2 years ago".
    public func string(for date: Date) -> String {
        let now = clock.now
        let seconds = now.timeIntervalSince(date)
        if seconds < 60 { return strings.text("date.justNow") }
        if seconds < 3_600 { return strings.text("date.minutes", ["count": "\(Int(seconds / 60))"]) }
        let days =
            calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day
            ?? 0
        if days == 0 {
            return seconds < 6 * 3_600
                ? strings.text("date.hours", ["count": "\(Int(seconds / 3_600))"]) : strings.text("date.today")
        }
        if days == 1 { return strings.text("date.yesterday") }
        if days < 14 { return strings.text("date.days", ["count": "\(days)"]) }
        if days < 45 { return strings.text("date.weeks", ["count": "\(days / 7)"]) }
        let months = calendar.dateComponents([.month], from: date, to: now).month ?? 0
        if months < 2 { return strings.text("date.lastMonth") }
        if months < 12 { return strings.text("date.months", ["count": "\(months)"]) }
        let years = months / 12
        return years < 2 ? strings.text("date.lastYear") : strings.text("date.years", ["count": "\(years)"])
    }
}

/// Ratings out of ten, with a five-star bar for a quick read.
public struct RatingFormatter: Sendable {
    private let strings: StringTable

    /// A formatter using `strings`.
    public init(strings: StringTable = SharedStrings.english) {
        self.strings = strings
    }

    /// "8.7/10", or "not rated".
    public func string(_ rating: Double?) -> String {
        guard let rating else { return strings.text("rating.none") }
        return strings.text("rating.value", ["value": String(format: "%.1f", rating)])
    }

    /// "★★★★☆" for 8.7: one star per two points, rounded.
    public func stars(_ rating: Double?) -> String {
        guard let rating else { return "" }
        let full = max(0, min(5, Int((rating / 2).rounded())))
        return String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full)
    }
}
