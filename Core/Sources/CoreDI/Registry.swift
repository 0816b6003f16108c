/// A container's registrations, by key: an open-addressing table with linear probing.
///
/// Not a `Dictionary`: a lookup hashes two metatype addresses (and a name, rarely) with a
/// multiply-and-xor instead of SipHash. The table is at most half full, so a probe ends
/// after a slot or two.
///
/// A container with one registration keeps it in `single` and has no table: the child
/// container a flow makes to override one service allocates, fills and frees no array.
///
/// The table keeps each entry under its own key. A key registered with `implements` or
/// `forward` resolves another key's entry, so it is kept apart, in `forwards`: most containers
/// have none, and a lookup there only follows a miss in the table.
@usableFromInline
struct Registry {
    /// The entry, while there is exactly one and no table.
    @usableFromInline var single: AnyServiceEntry?
    @usableFromInline var slots: ContiguousArray<AnyServiceEntry?> = []
    private(set) var count = 0
    /// The forwarded keys and what they resolve.
    @usableFromInline var forwards = [ServiceKey: Forward]()
    /// Keys whose forward was refused, because the entry belongs to another hierarchy: they
    /// are not registered, and the error for one says why.
    private(set) var refused = Set<ServiceKey>()

    @usableFromInline
    init() {}

    /// The entry registered under `key` itself (not forwarded), if any. Mutating only so the
    /// call borrows the table in place: a plain method on a container's stored registry gets
    /// a copy, which retains and releases the slots' buffer on every resolve.
    @inlinable @inline(__always)
    mutating func find(_ key: ServiceKey) -> AnyServiceEntry? {
        let mask = slots.count &- 1
        if mask < 0 {
            // Not `single?.key == key`: comparing optionals copies the key, and its name.
            guard let single, single.key == key else { return nil }
            return single
        }
        var index = key.tableHash & mask
        while let registration = slots[index] {
            if registration.key == key { return registration }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Registers `entry` under its key; returns the entry that key resolved before, if any.
    mutating func insert(_ entry: AnyServiceEntry) -> AnyServiceEntry? {
        if !refused.isEmpty { refused.remove(entry.key) }
        let forwarded = forwards.isEmpty ? nil : forwards.removeValue(forKey: entry.key)?.entry
        return place(entry) ?? forwarded
    }

    /// Registers `forward` under `key`; returns the entry that key resolved before, if any.
    mutating func insert(_ forward: Forward, as key: ServiceKey) -> AnyServiceEntry? {
        if !refused.isEmpty { refused.remove(key) }
        let replaced = forwards.updateValue(forward, forKey: key)?.entry
        guard let own = find(key) else { return replaced }
        self = Registry(entries.filter { $0.key != key }, forwards: forwards, refused: refused)
        return own
    }

    /// Unregisters `key` and records that a forward to it was refused; returns the entry
    /// that key resolved before, if any.
    mutating func refuse(_ key: ServiceKey) -> AnyServiceEntry? {
        let replaced = forwards.removeValue(forKey: key)?.entry
        refused.insert(key)
        guard let own = find(key) else { return replaced }
        self = Registry(entries.filter { $0.key != key }, forwards: forwards, refused: refused)
        return own
    }

    private init(_ entries: [AnyServiceEntry], forwards: [ServiceKey: Forward], refused: Set<ServiceKey>) {
        self.forwards = forwards
        self.refused = refused
        for entry in entries { _ = place(entry) }
    }

    /// Inserts `entry` in the table, or replaces the one under its key; returns that one.
    private mutating func place(_ registration: AnyServiceEntry) -> AnyServiceEntry? {
        if slots.isEmpty {
            guard let existing = single else {
                single = registration
                count = 1
                return nil
            }
            if existing.key == registration.key {
                single = registration
                return existing
            }
            single = nil
            count = 0
            slots = ContiguousArray(repeating: nil, count: 8)
            _ = place(existing)
        }
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = registration.key.tableHash & mask
        while let existing = slots[index] {
            if existing.key == registration.key {
                slots[index] = registration
                return existing
            }
            index = (index + 1) & mask
        }
        slots[index] = registration
        count += 1
        return nil
    }

    /// The forward registered under `key`, if any; looked up after `find` missed.
    @inlinable
    func forward(_ key: ServiceKey) -> Forward? {
        forwards.isEmpty ? nil : forwards[key]
    }

    /// Whether any key resolves `entry`.
    @usableFromInline
    func lists(_ entry: AnyServiceEntry) -> Bool {
        single === entry || slots.contains { $0 === entry } || forwards.values.contains { $0.entry === entry }
    }

    /// Every key and the entry it resolves, in no particular order.
    var all: [(key: ServiceKey, entry: AnyServiceEntry)] {
        entries.map { ($0.key, $0) } + forwards.map { ($0.key, $0.value.entry) }
    }

    /// The entries registered under their own keys.
    private var entries: [AnyServiceEntry] { slots.isEmpty ? single.map { [$0] } ?? [] : slots.compactMap { $0 } }

    private mutating func grow() {
        let old = entries
        slots = ContiguousArray(repeating: nil, count: slots.count * 2)
        count = 0
        for entry in old { _ = place(entry) }
    }
}

extension ServiceKey {
    /// A cheap mix of the two metatype addresses (and the name's hash, when there is one).
    @inlinable
    var tableHash: Int {
        let service = UInt(bitPattern: ObjectIdentifier(self.service))
        let arguments = UInt(bitPattern: ObjectIdentifier(self.arguments))
        var mixed = (service &* 0x9E37_79B9_7F4A_7C15) ^ (arguments &* 0xC2B2_AE3D_27D4_EB4F)
        if let name { mixed ^= UInt(bitPattern: name.hashValue) }
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }
}
