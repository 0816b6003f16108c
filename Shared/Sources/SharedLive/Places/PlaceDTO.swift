/// A place as the Places API sends it (`/places/search` results, `/places/{id}`).
struct PlaceDTO: Decodable {
    struct CategoryDTO: Decodable {
        let fsqCategoryID: String
        let name: String
        let shortName: String?
        let pluralName: String?

        enum CodingKeys: String, CodingKey {
            case fsqCategoryID = "fsq_category_id"
            case name
            case shortName = "short_name"
            case pluralName = "plural_name"
        }
    }

    struct LocationDTO: Decodable {
        let address: String?
        let locality: String?
        let region: String?
        let postcode: String?
        let country: String?
        let formattedAddress: String?

        enum CodingKeys: String, CodingKey {
            case address, locality, region, postcode, country
            case formattedAddress = "formatted_address"
        }
    }

    struct HoursDTO: Decodable {
        struct PeriodDTO: Decodable {
            let day: Int
            let open: String
            let close: String
        }

        let display: String?
        let openNow: Bool?
        let regular: [PeriodDTO]?

        enum CodingKeys: String, CodingKey {
            case display
            case openNow = "open_now"
            case regular
        }
    }

    let fsqPlaceID: String
    let name: String
    let latitude: Double
    let longitude: Double
    let categories: [CategoryDTO]?
    let location: LocationDTO?
    let distance: Int?
    let tel: String?
    let website: String?
    let email: String?
    let hours: HoursDTO?
    let rating: Double?
    let verified: Bool?
    let photos: [PhotoDTO]?
    let tips: [TipDTO]?

    enum CodingKeys: String, CodingKey {
        case fsqPlaceID = "fsq_place_id"
        case name, latitude, longitude, categories, location, distance, tel, website, email, hours, rating, verified,
            photos, tips
    }
}

/// A photo as the Places API sends it.
struct PhotoDTO: Decodable {
    let fsqPhotoID: String
    let createdAt: String?
    let prefix: String
    let suffix: String
    let width: Int
    let height: Int

    enum CodingKeys: String, CodingKey {
        case fsqPhotoID = "fsq_photo_id"
        case createdAt = "created_at"
        case prefix, suffix, width, height
    }
}

/// A tip as the Places API sends it; `user` is present in the embedded data only.
struct TipDTO: Decodable {
    struct UserDTO: Decodable {
        let fsqUserID: String
        let name: String

        enum CodingKeys: String, CodingKey {
            case fsqUserID = "fsq_user_id"
            case name
        }
    }

    let fsqTipID: String
    let createdAt: String
    let text: String
    let agreeCount: Int?
    let user: UserDTO?

    enum CodingKeys: String, CodingKey {
        case fsqTipID = "fsq_tip_id"
        case createdAt = "created_at"
        case text
        case agreeCount = "agree_count"
        case user
    }
}

/// The body of `/places/search`.
struct PlaceSearchResponseDTO: Decodable {
    let results: [PlaceDTO]
}
