/// The instances a running resolution built, by entry: what `.graph` shares.
///
/// A resolution builds a handful of objects, so a linear scan of plain identifiers beats
/// hashing. The array keeps its capacity from one resolution to the next, so filling it
/// again does not allocate.
@usableFromInline
struct GraphInstances {
    /// One built instance and its entry.
    @usableFromInline
    struct Slot {
        @usableFromInline let entry: ObjectIdentifier
        @usableFromInline let instance: Any

        @usableFromInline
        init(entry: ObjectIdentifier, instance: Any) {
            self.entry = entry
            self.instance = instance
        }
    }

    @usableFromInline var slots: [Slot] = []

    @usableFromInline
    init() {}

    /// Whether the running resolution built anything.
    @inlinable
    var isEmpty: Bool { slots.isEmpty }

    /// The instance of `entry`, if the running resolution built one (cast only once found).
    @inlinable
    func instance<Service>(of entry: ObjectIdentifier, as type: Service.Type) -> Service? {
        var index = slots.count
        while index > 0 {
            index -= 1
            if slots[index].entry == entry { return slots[index].instance as? Service }
        }
        return nil
    }

    /// Whether the running resolution built an instance of `entry`.
    func contains(_ entry: ObjectIdentifier) -> Bool {
        slots.contains { $0.entry == entry }
    }

    /// Adds what `entry`'s factory built. Generic and inlined so the `Any` is formed in its
    /// slot: one formed by the caller and moved in is written a word at a time and read back
    /// 16 bytes at a time, a store-forwarding stall.
    @inlinable @inline(__always)
    mutating func add<Service>(_ entry: ObjectIdentifier, _ instance: Service) {
        slots.append(Slot(entry: entry, instance: instance))
    }

    /// Lets go of every instance, keeping the capacity for the next resolution. One at a
    /// time: `removeAll(keepingCapacity:)` takes the array's generic range-replacement path,
    /// which costs more than the handful of slots a graph fills.
    @usableFromInline
    mutating func removeAll() {
        while !slots.isEmpty { slots.removeLast() }
    }

    /// The entries and instances built, in the order they were built.
    var built: some Sequence<(ObjectIdentifier, Any)> {
        slots.lazy.map { ($0.entry, $0.instance) }
    }
}
