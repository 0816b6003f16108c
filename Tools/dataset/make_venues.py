#!/usr/bin/env python3
"""Writes Shared's embedded dataset: venues in three cities, in the Places API response format.

Deterministic (fixed seed), so the file only changes when this script does. Every name and
tip is generated from the word lists below; nothing is taken from real listings or reviews.

    python3 Tools/dataset/make_venues.py > Shared/Sources/Shared/Resources/venues.json
"""
import json
import math
import random

RNG = random.Random(20261121)

CITIES = [
    # name, region, country, centre latitude, longitude, streets, postcode prefix
    ("Amsterdam", "Noord-Holland", "NL", 52.3731, 4.8922,
     ["Prinsengracht", "Herengracht", "Keizersgracht", "Damrak", "Rokin", "Spui", "Utrechtsestraat",
      "Haarlemmerstraat", "Elandsgracht", "Rozengracht", "Nieuwmarkt", "Kerkstraat"], "10"),
    ("Berlin", "Berlin", "DE", 52.5200, 13.4050,
     ["Torstraße", "Oranienburger Straße", "Friedrichstraße", "Kastanienallee", "Linienstraße",
      "Rosenthaler Straße", "Auguststraße", "Alte Schönhauser Straße", "Invalidenstraße",
      "Brunnenstraße", "Weinmeisterstraße", "Chausseestraße"], "101"),
    ("Lisbon", "Lisboa", "PT", 38.7223, -9.1393,
     ["Rua Augusta", "Rua da Prata", "Rua do Ouro", "Rua Garrett", "Rua do Carmo", "Rua da Rosa",
      "Rua das Flores", "Calçada do Combro", "Rua de São Paulo", "Rua dos Fanqueiros",
      "Rua da Madalena", "Rua do Alecrim"], "11"),
]

CATEGORIES = [
    # id, name, short name, plural, name words, tip phrases
    ("13035", "Coffee Shop", "Coffee Shop", "Coffee Shops", ["Roasters", "Espresso Bar", "Coffee Lab", "Beans"],
     ["The flat white is smooth and not too hot.", "Quiet in the morning, busy after ten.",
      "Single-origin filter changes every week.", "Good oat milk, and they do not charge extra for it.",
      "Plenty of sockets along the window bar."]),
    ("13065", "Restaurant", "Restaurant", "Restaurants", ["Kitchen", "Eatery", "Table", "Dining Room"],
     ["Book ahead on weekends.", "The set lunch is the best value in the area.",
      "Ask for the table by the window.", "Portions are generous; sharing works well.",
      "Staff know the menu and suggest good pairings."]),
    ("13003", "Bar", "Bar", "Bars", ["Tavern", "Bar", "Taproom", "Lounge"],
     ["Happy hour runs until seven.", "Small but well chosen list of local beers.",
      "Gets loud after nine, come early to talk.", "The house cocktail is worth trying.",
      "Friendly bartenders who remember regulars."]),
    ("13002", "Bakery", "Bakery", "Bakeries", ["Bakery", "Bakehouse", "Oven", "Crumb"],
     ["Sourdough sells out before noon.", "The cardamom buns are the reason to come.",
      "Try the rye loaf, it keeps for days.", "Pastries are still warm at eight.",
      "A short queue moves quickly."]),
    ("16032", "Park", "Park", "Parks", ["Park", "Gardens", "Green", "Square"],
     ["Shady benches near the pond.", "Good running loop of about two kilometres.",
      "Busy with families on Sunday afternoons.", "Nice spot for a picnic in late summer.",
      "The north side is the quietest."]),
    ("10027", "Museum", "Museum", "Museums", ["Museum", "Collection", "House of Art", "Gallery Hall"],
     ["Buy tickets online to skip the line.", "Plan at least two hours for the main wing.",
      "Free entry on the first Sunday of the month.", "The audio guide is worth it.",
      "The top floor has the best view of the city."]),
    ("17018", "Bookstore", "Bookstore", "Bookstores", ["Books", "Bookshop", "Pages", "Reading Room"],
     ["Good English-language section at the back.", "Staff picks are reliably good.",
      "They order in anything within a week.", "A small café corner upstairs.",
      "Second-hand shelves are worth a browse."]),
    ("17069", "Grocery Store", "Grocery", "Grocery Stores", ["Market", "Grocer", "Pantry", "Provisions"],
     ["Fresh produce delivered every morning.", "Good selection of local cheese.",
      "Open late, handy after work.", "Prices are fair for the neighbourhood.",
      "The bread shelf is restocked at four."]),
    ("13145", "Ice Cream Shop", "Ice Cream", "Ice Cream Shops", ["Gelato", "Ice Cream", "Scoops", "Creamery"],
     ["Pistachio is the standout flavour.", "Queues on warm evenings but worth it.",
      "Vegan sorbets change with the season.", "Generous scoops for the price.",
      "Try the salted caramel in a cone."]),
    ("10032", "Cinema", "Cinema", "Cinemas", ["Cinema", "Picture House", "Filmhuis", "Screen"],
     ["Original-language screenings most nights.", "Comfortable seats and good sound.",
      "The small screen shows older classics.", "Arrive early for the good rows.",
      "A decent bar in the foyer."]),
]

NAME_WORDS = ["North", "Harbour", "Corner", "Little", "Old Town", "Blue", "Lantern", "Linden", "Copper",
              "Garden", "Morning", "Bridge", "Velvet", "Juniper", "Market", "Canal", "River", "Hill",
              "Saffron", "Clover", "Amber", "Willow", "Marble", "Tram", "Station", "Square", "Oak",
              "Lighthouse", "Orchard", "Tulip", "Fig", "Sparrow"]

FIRST_NAMES = ["Anna", "Bram", "Carla", "Daan", "Eva", "Filipe", "Greta", "Hugo", "Ines", "Jonas",
               "Katja", "Lars", "Marta", "Nico", "Olga", "Pedro", "Quinn", "Rosa", "Sven", "Tess",
               "Uwe", "Vera", "Wim", "Ximena", "Yara", "Zoe"]
LAST_INITIALS = "ABCDEFGHIJKLMNOPRSTVW"

DAYS_OPEN = {
    "Coffee Shop": ("0730", "1800"), "Restaurant": ("1200", "2300"), "Bar": ("1600", "0100"),
    "Bakery": ("0700", "1700"), "Park": ("0600", "2200"), "Museum": ("1000", "1800"),
    "Bookstore": ("1000", "1900"), "Grocery Store": ("0800", "2200"), "Ice Cream Shop": ("1200", "2200"),
    "Cinema": ("1400", "2359"),
}


def place_id(city_index, venue_index):
    return "5a%02d%04d%016x" % (city_index, venue_index, RNG.getrandbits(64))


def offset(lat, lng, metres, bearing):
    dlat = metres * math.cos(bearing) / 111_320
    dlng = metres * math.sin(bearing) / (111_320 * math.cos(math.radians(lat)))
    return round(lat + dlat, 6), round(lng + dlng, 6)


def hours_for(category):
    opens, closes = DAYS_OPEN[category]
    closed_day = RNG.choice([None, None, 1, 7])
    regular = [{"day": day, "open": opens, "close": closes} for day in range(1, 8) if day != closed_day]
    # The days named are the days open: a venue closed on Monday opens Tue–Sun.
    names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    days = {None: "Mon–Sun", 1: "Tue–Sun", 7: "Mon–Sat"}[closed_day]
    display = "%s %s–%s" % (days, opens[:2] + ":" + opens[2:], closes[:2] + ":" + closes[2:])
    if closed_day:
        display += "; closed %s" % names[closed_day - 1]
    return {"display": display, "open_now": RNG.random() < 0.7, "regular": regular}


def tips_for(phrases, venue_id, count):
    chosen = RNG.sample(phrases, count)
    tips = []
    for index, text in enumerate(chosen):
        day = RNG.randint(1, 27)
        month = RNG.randint(1, 12)
        year = RNG.choice([2023, 2024, 2025, 2026])
        author = "%s %s." % (RNG.choice(FIRST_NAMES), RNG.choice(LAST_INITIALS))
        tips.append({
            "fsq_tip_id": "%s-t%d" % (venue_id[-8:], index),
            "created_at": "%04d-%02d-%02dT%02d:%02d:00.000Z" % (year, month, day, RNG.randint(8, 21), RNG.randint(0, 59)),
            "text": text,
            "agree_count": RNG.randint(0, 120),
            "user": {"fsq_user_id": "u%06d" % RNG.randint(1, 999999), "name": author},
        })
    return tips


def photos_for(venue_id, count):
    return [{
        "fsq_photo_id": "%s-p%d" % (venue_id[-8:], index),
        "created_at": "2025-%02d-%02dT12:00:00.000Z" % (RNG.randint(1, 12), RNG.randint(1, 27)),
        "prefix": "https://fastly.4sqi.net/img/general/",
        "suffix": "/%s_%d.jpg" % (venue_id[-12:], index),
        "width": RNG.choice([1080, 1440, 1920]),
        "height": RNG.choice([1080, 1440, 1920]),
    } for index in range(count)]


def venues_for(city_index, city):
    name, region, country, lat, lng, streets, postcode = city
    venues = []
    used = set()
    for venue_index in range(44):
        category = CATEGORIES[venue_index % len(CATEGORIES)]
        cat_id, cat_name, short, plural, words, phrases = category
        while True:
            venue_name = "%s %s" % (RNG.choice(NAME_WORDS), RNG.choice(words))
            if venue_name not in used:
                used.add(venue_name)
                break
        venue_id = place_id(city_index, venue_index)
        v_lat, v_lng = offset(lat, lng, RNG.uniform(80, 2200), RNG.uniform(0, 2 * math.pi))
        street = RNG.choice(streets)
        number = RNG.randint(1, 240)
        address = "%s %d" % (street, number)
        code = "%s%02d" % (postcode, RNG.randint(10, 99))
        tip_count = 0 if venue_index % 11 == 10 else RNG.randint(3, 5)
        photo_count = RNG.randint(0, 6)
        venue = {
            "fsq_place_id": venue_id,
            "name": venue_name,
            "latitude": v_lat,
            "longitude": v_lng,
            "categories": [{
                "fsq_category_id": cat_id, "name": cat_name, "short_name": short, "plural_name": plural,
                "icon": {"prefix": "https://ss3.4sqi.net/img/categories_v2/generic/", "suffix": ".png"},
            }],
            "location": {
                "address": address, "locality": name, "region": region, "postcode": code, "country": country,
                "formatted_address": "%s, %s %s" % (address, code, name),
            },
            "tel": "+%s %d %03d %04d" % ({"NL": "31", "DE": "49", "PT": "351"}[country], RNG.randint(20, 99), RNG.randint(100, 999), RNG.randint(1000, 9999)),
            "website": "https://example.org/%s" % venue_name.lower().replace(" ", "-"),
            "hours": hours_for(cat_name),
            "rating": round(RNG.uniform(5.8, 9.6), 1),
            "verified": RNG.random() < 0.6,
            "photos": photos_for(venue_id, photo_count),
            "tips": tips_for(phrases, venue_id, tip_count),
            "stats": {"total_photos": photo_count, "total_tips": tip_count, "total_ratings": RNG.randint(10, 900)},
        }
        if RNG.random() < 0.3:
            venue["email"] = "hello@%s.example.org" % venue_name.lower().replace(" ", "")
        venues.append(venue)
    return venues


def main():
    cities = []
    for index, city in enumerate(CITIES):
        cities.append({
            "name": city[0], "region": city[1], "country": city[2],
            "latitude": city[3], "longitude": city[4],
            "results": venues_for(index, city),
        })
    print(json.dumps({"generated_by": "Tools/dataset/make_venues.py", "cities": cities}, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
