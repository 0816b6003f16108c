/// The registrations of one container: an open-addressing table keyed by metatype pointers.
///
/// `Dictionary` would hash every key with SipHash; a resolve looks up one key per dependency,
/// so hashing two pointers with a multiply is most of what makes resolution cheap.
@usableFromInline
struct ServiceTable {
    @usableFromInline var slots: ContiguousArray<Slot?> = ContiguousArray(repeating: nil, count: 16)
    @usableFromInline var count = 0

    @usableFromInline
    struct Slot {
        @usableFromInline let key: ServiceKey
        @usableFromInline let entry: AnyRegistration

        @usableFromInline
        init(key: ServiceKey, entry: AnyRegistration) {
            self.key = key
            self.entry = entry
        }
    }

    @usableFromInline
    init() {}

    @inlinable @inline(__always)
    func find(_ key: ServiceKey) -> AnyRegistration? {
        let mask = slots.count - 1
        var index = key.tableHash & mask
        while let slot = slots[index] {
            if slot.key == key { return slot.entry }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Inserts or replaces; returns the replaced entry.
    @usableFromInline
    mutating func insert(_ entry: AnyRegistration, for key: ServiceKey) -> AnyRegistration? {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = key.tableHash & mask
        while let slot = slots[index] {
            if slot.key == key {
                slots[index] = Slot(key: key, entry: entry)
                return slot.entry
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(key: key, entry: entry)
        count += 1
        return nil
    }

    private mutating func grow() {
        let old = slots
        slots = ContiguousArray(repeating: nil, count: old.count * 2)
        count = 0
        for case let slot? in old { _ = insert(slot.entry, for: slot.key) }
    }

    /// Every registered key and entry.
    @usableFromInline
    var all: [Slot] { slots.compactMap { $0 } }
}

extension ServiceKey {
    /// A cheap hash of the two metatype pointers (and the name, when there is one).
    @inlinable @inline(__always)
    var tableHash: Int {
        let service = UInt(bitPattern: ObjectIdentifier(self.service).hashValueBits)
        let arguments = UInt(bitPattern: ObjectIdentifier(self.arguments).hashValueBits)
        var mixed = (service &* 0x9E37_79B9_7F4A_7C15) ^ (arguments &* 0xC2B2_AE3D_27D4_EB4F)
        if let name { mixed ^= UInt(bitPattern: name.hashValue) }
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }
}

extension ObjectIdentifier {
    /// The identifier's address bits, without going through `Hasher`.
    @inlinable @inline(__always)
    var hashValueBits: Int { Int(bitPattern: UInt(bitPattern: unsafeBitCast(self, to: Int.self))) }
}
