/// The registrations of one container: an open-addressing table keyed by metatype pointers.
///
/// `Dictionary` would hash every key with SipHash; a resolve looks up one key per dependency,
/// so hashing two pointers with a multiply is most of what makes resolution cheap.
@usableFromInline
struct ServiceTable {
    /// Keys and entries in parallel arrays, so probing touches no reference-counted values.
    @usableFromInline var keys: ContiguousArray<ServiceKey?> = ContiguousArray(repeating: nil, count: 16)
    @usableFromInline var entries: ContiguousArray<AnyRegistration?> = ContiguousArray(repeating: nil, count: 16)
    @usableFromInline var count = 0

    /// One registration, for listings.
    @usableFromInline
    struct Slot {
        @usableFromInline let key: ServiceKey
        @usableFromInline let entry: AnyRegistration
    }

    @usableFromInline
    init() {}

    @inlinable @inline(__always)
    func index(of key: ServiceKey) -> Int? {
        keys.withUnsafeBufferPointer { buffer -> Int? in
            let mask = buffer.count - 1
            var index = key.tableHash & mask
            while let candidate = buffer[index] {
                if candidate == key { return index }
                index = (index + 1) & mask
            }
            return nil
        }
    }

    @inlinable @inline(__always)
    func find(_ key: ServiceKey) -> AnyRegistration? {
        guard let index = index(of: key) else { return nil }
        return entries[index]
    }

    /// Inserts or replaces; returns the replaced entry.
    @usableFromInline
    mutating func insert(_ entry: AnyRegistration, for key: ServiceKey) -> AnyRegistration? {
        if let index = index(of: key) {
            defer { entries[index] = entry }
            return entries[index]
        }
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var index = key.tableHash & mask
        while keys[index] != nil { index = (index + 1) & mask }
        keys[index] = key
        entries[index] = entry
        count += 1
        return nil
    }

    private mutating func grow() {
        let old = all
        keys = ContiguousArray(repeating: nil, count: keys.count * 2)
        entries = ContiguousArray(repeating: nil, count: keys.count)
        count = 0
        for slot in old { _ = insert(slot.entry, for: slot.key) }
    }

    /// Every registered key and entry.
    @usableFromInline
    var all: [Slot] {
        zip(keys, entries).compactMap { key, entry in
            guard let key, let entry else { return nil }
            return Slot(key: key, entry: entry)
        }
    }
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
