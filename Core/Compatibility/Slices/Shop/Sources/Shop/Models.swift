import Foundation

public struct Product: Equatable {
    public let id: Int
    public let name: String
    public let price: Int

    public init(id: Int, name: String, price: Int) {
        self.id = id
        self.name = name
        self.price = price
    }
}

public struct Page: Equatable {
    public let items: [Product]
    public let next: Int?

    public init(items: [Product], next: Int?) {
        self.items = items
        self.next = next
    }
}

public struct Section: Equatable {
    public let title: String
    public let items: [Product]

    public init(title: String, items: [Product]) {
        self.title = title
        self.items = items
    }
}

public enum ShopError: Error, Equatable {
    case offline
    case invalidCredentials
}
