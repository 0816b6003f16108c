/// A three-object graph as apps register it: each service behind a protocol.
protocol LeafService: AnyObject {}
protocol MiddleService: AnyObject {}
protocol RootService: AnyObject {}

final class Leaf: LeafService {}

final class Middle: MiddleService {
    let leaf: LeafService
    init(leaf: LeafService) { self.leaf = leaf }
}

final class Root: RootService {
    let middle: MiddleService
    init(middle: MiddleService) { self.middle = middle }
}

final class Singleton {}
final class Unregistered {}
