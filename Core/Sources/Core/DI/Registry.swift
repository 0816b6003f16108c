/// A container's registrations, by key: an open-addressing table with linear probing.
///
/// Not a `Dictionary`: a lookup hashes two metatype addresses (and a name, rarely) with a
/// multiply-and-xor instead of SipHash, which is a third of a singleton resolve's time. The
/// table is at most half full, so a probe ends after a slot or two.
///
/// A container with one registration keeps it in `single` and has no table: the child
/// container a flow makes to override one service allocates, fills and frees no array
/// (the scoped override row).
@usableFromInline
struct Registry {
    /// The registration, while there is exactly one and no table.
    @usableFromInline var single: Registration?
    @usableFromInline var slots: ContiguousArray<Registration?> = []
    private(set) var count = 0

    @usableFromInline
    init() {}

    /// The registration for `key`, if any. Mutating only so the call borrows the table in
    /// place: a plain method on a container's stored registry gets a copy, which retains and
    /// releases the slots' buffer on every resolve.
    @inlinable
    mutating func find(_ key: ServiceKey) -> Registration? {
        let mask = slots.count &- 1
        if mask < 0 { return single?.key == key ? single : nil }
        var index = key.tableHash & mask
        while let registration = slots[index] {
            if registration.key == key { return registration }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Inserts or replaces; returns the replaced registration.
    mutating func insert(_ registration: Registration) -> Registration? {
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
            _ = insert(existing)
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

    /// Calls `body` with each registration's entry (twice for an entry with a forward),
    /// without collecting them in an array: a container's deinit runs it.
    func forEachEntry(_ body: (AnyRegistration) -> Void) {
        if let single { body(single.entry) }
        for case let registration? in slots { body(registration.entry) }
    }

    /// Whether any registration resolves `entry`.
    func lists(_ entry: AnyRegistration) -> Bool {
        if let single { return single.entry === entry }
        return slots.contains { $0?.entry === entry }
    }

    /// Every registration, in no particular order.
    var all: [Registration] { slots.isEmpty ? single.map { [$0] } ?? [] : slots.compactMap { $0 } }

    private mutating func grow() {
        let old = all
        slots = ContiguousArray(repeating: nil, count: slots.count * 2)
        count = 0
        for registration in old { _ = insert(registration) }
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
