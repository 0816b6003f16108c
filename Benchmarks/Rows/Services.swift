/// A three-object graph as apps register it: each service behind a protocol.
public protocol LeafService: AnyObject {}
public protocol MiddleService: AnyObject {}
public protocol RootService: AnyObject {}

public final class Leaf: LeafService {
    public init() {}
}

public final class Middle: MiddleService {
    let leaf: LeafService
    public init(leaf: LeafService) { self.leaf = leaf }
}

public final class Root: RootService {
    let middle: MiddleService
    public init(middle: MiddleService) { self.middle = middle }
}

public final class Singleton {
    public init() {}
}
public final class Unregistered {}
