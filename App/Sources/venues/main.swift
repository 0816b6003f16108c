import Dispatch
import Foundation
import Shared
import VenuesApp

/// Writes to standard error.
func report(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let arguments: Arguments
switch Arguments.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    report("venues: \(error)\n\n\(Arguments.usage)")
    exit(2)
case .success(let parsed):
    arguments = parsed
}
if arguments.version {
    print("venues \(AppSession.version)")
    exit(0)
}

let environment = ProcessInfo.processInfo.environment
let component: AppComponent
do {
    component = try AppComponent.live(environment: environment)
} catch {
    if arguments.help { print(Arguments.usage) }
    report("venues: \(error)")
    exit(1)
}
if arguments.help {
    // The commands come from what the features declare, so a new feature shows up here too.
    print(Arguments.usage + "\n\n" + AppSession(component: component, city: "").helpLines.joined(separator: "\n"))
    exit(0)
}

let city = arguments.near ?? "Amsterdam"
let knownCities = component.venueRepository.cities.map(\.name)
if PlacesAPIConfiguration.fromEnvironment(environment) == nil,
    knownCities.matching(city) == nil
{
    report("venues: unknown city \"\(city)\"; the embedded data covers \(knownCities.joined(separator: ", ")).")
    exit(2)
}

let session = AppSession(component: component, city: city)
var link = arguments.open
if arguments.resume, link == nil {
    switch session.lastScreen.recall() {
    case .success(let remembered): link = remembered
    case .failure(let error): report("venues: \(error); starting on the list")
    }
}
session.showsDebug = arguments.debug
session.reportUnhandledErrors()

if arguments.script == nil, TerminalSession.isInteractive(), let terminal = try? TerminalSession() {
    InteractiveShell(session: session, terminal: terminal, environment: environment, opening: link).run()
}

// Line mode: lines are read on a background thread and handed to the main actor, where the
// screens live and where live data is delivered, one at a time and in order.
let input: FileHandle
if let script = arguments.script {
    guard let file = FileHandle(forReadingAtPath: script) else {
        report("venues: cannot read script \(script)")
        exit(2)
    }
    input = file
} else {
    input = FileHandle.standardInput
}
let shell = LineShell(session: session, columns: Int(environment["COLUMNS"] ?? "") ?? 80, wait: arguments.wait) {
    text in FileHandle.standardOutput.write(Data(text.utf8))
}
let reader = Thread {
    MainActorHandoff.run { await shell.start(opening: link) }
    var buffer = Data()
    func deliver(_ line: String) {
        MainActorHandoff.run {
            if await !shell.handle(line: line) {
                session.remember()
                exit(0)
            }
        }
    }
    while true {
        let chunk = input.availableData
        if chunk.isEmpty { break }
        buffer.append(chunk)
        while let newline = buffer.firstIndex(of: 0x0A) {
            deliver(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...newline)
        }
    }
    if !buffer.isEmpty { deliver(String(decoding: buffer, as: UTF8.self)) }
    MainActorHandoff.run {
        session.remember()
        exit(0)
    }
}
reader.start()
dispatchMain()
