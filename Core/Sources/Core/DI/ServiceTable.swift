import Synchronization

/// The registrations of one container: an open-addressing table that readers probe without a
/// lock and without touching a reference count.
///
/// Writers (registering, removing) hold the container's lock. Every slot is an atomic word
/// holding a `Registration`, and a table never shrinks in place: growing publishes a new
/// slot array. Readers therefore only load atomics and follow immutable objects. What makes
/// that memory-safe is that nothing a reader can reach is freed early: every slot array and
/// registration ever published lives until the container does. Replaced and removed
/// registrations keep their factory (never their instances) until then: about a hundred
/// bytes each, the price of letting a resolve on another thread keep using one it found.
@usableFromInline
final class ServiceTable: @unchecked Sendable {
    // @unchecked: writers hold the container's lock; readers only load atomics (see above).
    /// The slot array readers probe; holds an unretained `SlotArray`.
    @usableFromInline let current: Atomic<UnsafeRawPointer>
    /// Every slot array and registration published, kept alive for readers (writers only).
    private var arrays: [SlotArray]
    private var registrations: [Registration] = []
    private var count = 0

    @usableFromInline
    init() {
        let first = SlotArray(capacity: 16)
        arrays = [first]
        current = Atomic(UnsafeRawPointer(Unmanaged.passUnretained(first).toOpaque()))
    }

    /// The registration for `key`, unretained: valid for as long as the container lives.
    @inlinable @inline(__always)
    func find(_ key: ServiceKey) -> Unmanaged<Registration>? {
        Unmanaged<SlotArray>.fromOpaque(current.load(ordering: .acquiring))._withUnsafeGuaranteedRef { $0.find(key) }
    }

    /// Inserts or replaces (the container's lock is held); returns the replaced entry.
    func insert(_ entry: AnyRegistration, for key: ServiceKey, forwarder: Forwarder? = nil) -> AnyRegistration? {
        let registration = Registration(key: key, entry: entry, forwarder: forwarder)
        registrations.append(registration)
        var array = arrays[arrays.count - 1]
        let (index, replaced) = array.slot(for: key)
        if let replaced {
            array.store(registration, at: index)
            return replaced.entry
        }
        if (count + 1) * 2 > array.capacity {
            array = grow(array)
            array.store(registration, at: array.slot(for: key).index)
        } else {
            array.store(registration, at: index)
        }
        count += 1
        return nil
    }

    /// Forgets every registration (the container's lock is held); returns what was registered.
    func removeAll() -> [Registration] {
        let removed = all
        publish(SlotArray(capacity: 16))
        count = 0
        return removed
    }

    /// Every current registration (the container's lock is held).
    var all: [Registration] {
        arrays[arrays.count - 1].all
    }

    private func grow(_ array: SlotArray) -> SlotArray {
        let larger = SlotArray(capacity: array.capacity * 2)
        for registration in array.all {
            larger.store(registration, at: larger.slot(for: registration.key).index)
        }
        publish(larger)
        return larger
    }

    private func publish(_ array: SlotArray) {
        arrays.append(array)
        current.store(UnsafeRawPointer(Unmanaged.passUnretained(array).toOpaque()), ordering: .releasing)
    }
}

/// One published registration: immutable, so a reader that found it needs no lock to use it.
@usableFromInline
final class Registration: @unchecked Sendable {
    // @unchecked: every field is immutable after publication.
    @usableFromInline let key: ServiceKey
    @usableFromInline let entry: AnyRegistration
    /// The entry's address, so a reader can view it as its concrete type without a cast; it
    /// also identifies the entry in a resolution's graph and path, whichever key found it.
    @usableFromInline let entryAddress: UnsafeMutableRawPointer
    /// Set when `key` forwards to an entry registered for another type.
    @usableFromInline let forwarder: Forwarder?

    init(key: ServiceKey, entry: AnyRegistration, forwarder: Forwarder?) {
        self.key = key
        self.entry = entry
        self.forwarder = forwarder
        entryAddress = Unmanaged.passUnretained(entry as AnyObject).toOpaque()
    }
}

/// Resolves a forwarded key through the entry it forwards to, with the arguments type-erased.
@usableFromInline
final class Forwarder: @unchecked Sendable {
    // @unchecked: immutable; the closure resolves through the container's own guarded paths.
    typealias Resolve = (Container, Unmanaged<Registration>, ServiceKey, Container, Any) -> Result<
        Any, ResolutionError
    >?

    let argumentsType: Any.Type
    let resolve: Resolve

    init(argumentsType: Any.Type, resolve: @escaping Resolve) {
        self.argumentsType = argumentsType
        self.resolve = resolve
    }
}

/// A fixed-size array of atomic slots, each empty (0) or holding an unretained `Registration`.
@usableFromInline
final class SlotArray: @unchecked Sendable {
    // @unchecked: every slot is an atomic word; the storage never moves or shrinks.
    @usableFromInline let mask: Int
    @usableFromInline let slots: UnsafeMutablePointer<Atomic<UInt>>

    init(capacity: Int) {
        mask = capacity - 1
        slots = .allocate(capacity: capacity)
        for index in 0..<capacity { (slots + index).initialize(to: Atomic(0)) }
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    var capacity: Int { mask + 1 }

    /// Probes for `key`; stops at the first empty slot, as nothing is ever deleted in place.
    @inlinable @inline(__always)
    func find(_ key: ServiceKey) -> Unmanaged<Registration>? {
        var index = key.tableHash & mask
        while true {
            let bits = slots[index].load(ordering: .acquiring)
            guard let address = UnsafeRawPointer(bitPattern: bits) else { return nil }
            let registration = Unmanaged<Registration>.fromOpaque(address)
            if registration._withUnsafeGuaranteedRef({ $0.key == key }) { return registration }
            index = (index + 1) & mask
        }
    }

    /// Where `key` goes: its slot and current registration, or the empty slot that ends its
    /// probe (writers only).
    func slot(for key: ServiceKey) -> (index: Int, registration: Registration?) {
        var index = key.tableHash & mask
        while let registration = registration(at: index) {
            if registration.key == key { return (index, registration) }
            index = (index + 1) & mask
        }
        return (index, nil)
    }

    func registration(at index: Int) -> Registration? {
        let bits = slots[index].load(ordering: .acquiring)
        return UnsafeRawPointer(bitPattern: bits).map { Unmanaged<Registration>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Publishes `registration`; the caller keeps it alive.
    func store(_ registration: Registration, at index: Int) {
        slots[index].store(UInt(bitPattern: Unmanaged.passUnretained(registration).toOpaque()), ordering: .releasing)
    }

    var all: [Registration] {
        (0..<capacity).compactMap { registration(at: $0) }
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
