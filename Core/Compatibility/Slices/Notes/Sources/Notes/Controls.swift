import Foundation

/// Stand-ins for UIKit's controls: target-action, as a `UIControl` has it.
public enum ControlEventKind {
    case editingChanged
    case tap
    case selection
    case display
}

public class Control {
    private var actions: [Int: (ControlEventKind, (Int) -> Void)] = [:]
    private var nextID = 0

    public init() {}

    public var registeredActions: Int { actions.count }

    public func addAction(for kind: ControlEventKind, _ handler: @escaping (Int) -> Void) -> Int {
        nextID += 1
        actions[nextID] = (kind, handler)
        return nextID
    }

    public func removeAction(_ id: Int) { actions[id] = nil }

    public func send(_ kind: ControlEventKind, _ value: Int = 0) {
        for (actionKind, handler) in actions.values where actionKind == kind { handler(value) }
    }
}

public final class TextInput: Control {
    public var text: String?

    public func type(_ text: String) {
        self.text = text
        send(.editingChanged)
    }
}

public final class Button: Control {
    public var isEnabled = true

    public func tap() { if isEnabled { send(.tap) } }
}

public final class ListView: Control {
    public var sections: [NoteSection] = []

    public func note(at row: Int) -> Note? {
        let notes = sections.flatMap { $0.notes }
        return notes.indices.contains(row) ? notes[row] : nil
    }

    public func isNearBottom(_ row: Int) -> Bool { row >= sections.flatMap { $0.notes }.count - 2 }

    public func select(row: Int) { send(.selection, row) }

    public func display(row: Int) { send(.display, row) }
}

public final class NavigationStack {
    public private(set) var screens: [String] = []

    public init() {}

    public func push(_ screen: String) { screens.append(screen) }

    public func pop() { _ = screens.popLast() }
}
