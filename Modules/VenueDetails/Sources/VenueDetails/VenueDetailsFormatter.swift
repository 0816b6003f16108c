import Shared

/// Turns VenueDetails' state into props: all wording and formatting happens here.
struct VenueDetailsFormatter {
    private let strings: StringTable
    private let dates: RelativeDateFormatter
    private let ratings: RatingFormatter

    init(clock: WallClock, strings: StringTable) {
        self.strings = strings
        dates = RelativeDateFormatter(clock: clock, strings: strings)
        ratings = RatingFormatter(strings: strings)
    }

    func props(for state: VenueDetailsState) -> VenueDetailsProps {
        let marks = [
            state.venue?.isVerified == true ? strings.text("verified") : nil,
            state.isSaved ? strings.text("saved") : nil,
        ]
        let subtitle = ([state.venue?.primaryCategory?.name] + marks).compactMap { $0 }.joined(separator: " · ")
        guard let venue = state.venue else {
            return VenueDetailsProps(
                title: state.venueName, subtitle: subtitle, facts: [], photoURLs: [], tipsHeading: "", tips: [],
                mapAppLinks: [],
                placeholder: state.error ?? strings.text("status.loading"), notice: state.notice,
                hint: strings.text("hint"),
                isLoading: state.isLoading
            )
        }
        let unknown = strings.text("unknown")
        var facts = [
            strings.text("rating", ["value": ratings.string(venue.rating), "stars": ratings.stars(venue.rating)]),
            strings.text("address", ["value": venue.address.formatted ?? venue.address.street ?? unknown]),
            strings.text("hours", ["value": hours(venue.hours) ?? unknown]),
        ]
        if let phone = venue.contact.phone { facts.append(strings.text("phone", ["value": phone])) }
        if let website = venue.contact.website { facts.append(strings.text("website", ["value": website])) }
        if let email = venue.contact.email { facts.append(strings.text("email", ["value": email])) }
        facts.append(
            venue.photos.isEmpty
                ? strings.text("photos.none") : strings.text("photos", ["count": "\(venue.photos.count)"]))

        let topTips = venue.tips.sorted { ($0.likes, $0.createdAt) > ($1.likes, $1.createdAt) }.prefix(3)
        return VenueDetailsProps(
            title: venue.name,
            subtitle: subtitle,
            facts: facts,
            photoURLs: venue.photos.map { $0.url(size: "original") },
            tipsHeading: venue.tips.isEmpty
                ? strings.text("tips.none") : strings.text("tips.heading", ["count": "\(venue.tips.count)"]),
            tips: topTips.map {
                VenueDetailsProps.TipRow(
                    byline: "\($0.author?.name ?? "Anonymous") · \(dates.string(for: $0.createdAt))", text: $0.text)
            },
            mapAppLinks: state.showsMapLinks ? state.mapAppLinks.map { "\($0.service): \($0.url)" } : [],
            placeholder: nil,
            notice: state.notice,
            hint: strings.text("hint"),
            isLoading: state.isLoading
        )
    }

    private func hours(_ hours: OpeningHours?) -> String? {
        guard let hours else { return nil }
        let now = hours.isOpenNow.map { strings.text($0 ? "hours.openNow" : "hours.closedNow") }
        return [hours.display, now].compactMap { $0 }.joined(separator: " · ")
    }
}

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
            "notReady.loading": "{venue} is still loading; try again once it shows",
            "notReady.failed": "{venue} did not load, so there is nothing to {action}; go back and open it again",
        ]))
}
