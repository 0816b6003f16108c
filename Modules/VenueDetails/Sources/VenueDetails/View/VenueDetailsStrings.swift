import Shared

/// VenueDetails' user-facing strings.
enum VenueDetailsStrings {
    static let english = SharedStrings.english.merging(
        StringTable([
            "verified": "✓ verified",
            "saved": "♥ saved",
            "rating": "Rating: {value} {stars}",
            "address": "Address: {value}",
            "hours": "Hours: {value}",
            "hours.openNow": "open now",
            "hours.closedNow": "closed now",
            "phone": "Phone: {value}",
            "website": "Web: {value}",
            "email": "Email: {value}",
            "photos": "Photos: {count}",
            "photos.none": "Photos: none",
            "tips.heading": "Top tips ({count} in all)",
            "tips.none": "No tips yet.",
            "maps.heading": "Open in maps",
            "hint": "t all tips · m maps · s save · Esc back",
            "unknown": "—",
            "failure.tips": "Could not show tips: {reason}",
        ]))
}
