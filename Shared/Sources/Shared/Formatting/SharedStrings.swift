/// Strings used by every module (units, relative dates, status words).
public enum SharedStrings {
    /// The English table; a module merges its own strings into it (`merging(_:)`), and a key
    /// neither has shows as `⟨key⟩`.
    public static let english = StringTable([
        "distance.metres": "{value} m",
        "distance.kilometres": "{value} km",
        "date.justNow": "just now",
        "date.minutes": "{count} min ago",
        "date.hours": "{count} h ago",
        "date.today": "today",
        "date.yesterday": "yesterday",
        "date.days": "{count} days ago",
        "date.weeks": "{count} weeks ago",
        "date.lastMonth": "last month",
        "date.months": "{count} months ago",
        "date.lastYear": "a year ago",
        "date.years": "{count} years ago",
        "rating.none": "not rated",
        "rating.value": "{value}/10",
        "status.loading": "Loading…",
        "status.embedded": "Embedded data (no API key)",
        "status.live": "Foursquare Places API",
        "status.cached": "Showing data saved {age}.",
        "failure.screen": "Could not show the screen: {reason}",
    ])
}
