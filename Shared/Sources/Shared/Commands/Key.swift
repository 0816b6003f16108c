/// A key press, decoded from the terminal's byte stream.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case enter
    /// Esc: back, or cancel typing.
    case back
    /// Backspace: back, or delete a character while typing.
    case backspace
    case character(Character)
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D or end of input.
    case endOfInput
}

/// Turns raw terminal bytes into keys. Bytes may arrive split across reads; a lone Esc is
/// decided only by `flush`, which the caller invokes when a read times out with nothing more.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// Decodes what `bytes` complete; an unfinished sequence waits for more bytes.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        return drain(final: false)
    }

    /// Decodes whatever is pending as final: a lone Esc becomes `.back`.
    public mutating func flush() -> [Key] {
        defer { pending = [] }
        return drain(final: true)
    }

    private mutating func drain(final: Bool) -> [Key] {
        var keys: [Key] = []
        while let step = Self.step(pending, final: final) {
            if let key = step.key { keys.append(key) }
            pending.removeFirst(step.length)
        }
        return keys
    }

    /// The first key in `bytes` (nil for bytes that mean nothing, like an unknown escape
    /// sequence) and how many bytes it used; nil overall when more bytes are needed.
    static func step(_ bytes: [UInt8], final: Bool) -> (key: Key?, length: Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return escape(bytes, final: final)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        default:
            let length = utf8Length(first)
            guard bytes.count >= length else { return final ? (nil, bytes.count) : nil }
            let character = String(decoding: bytes[0..<length], as: UTF8.self).first
            return (character.map(Key.character), length)
        }
    }

    private static func escape(_ bytes: [UInt8], final: Bool) -> (key: Key?, length: Int)? {
        guard bytes.count > 1 else { return final ? (.back, 1) : nil }
        guard bytes[1] == 0x5B || bytes[1] == 0x4F else { return (.back, 1) }
        // CSI or SS3: parameters, then one final byte in 0x40...0x7E.
        guard let end = bytes.indices.dropFirst(2).first(where: { (0x40...0x7E).contains(bytes[$0]) }) else {
            return final ? (nil, bytes.count) : nil
        }
        let key: Key?
        switch bytes[end] {
        case 0x41: key = .up
        case 0x42: key = .down
        case 0x43: key = .right
        case 0x44: key = .left
        default: key = nil
        }
        return (key, end + 1)
    }

    static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}
