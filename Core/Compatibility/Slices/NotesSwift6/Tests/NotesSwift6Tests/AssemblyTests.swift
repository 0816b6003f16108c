import NotesSwift6
import RxSwift
import Swinject
import XCTest

@MainActor
final class AssemblyTests: XCTestCase {
    func testTheAssembliesMakeTheFlow() async {
        let service = FakeNotesService(scheduler: MainScheduler.instance)
        let assembler = Assembler([ServicesAssembly(service: service), NotesAssembly()])
        let navigation = NavigationStack()
        let coordinator = assembler.resolver.resolve(NotesCoordinator.self, argument: navigation)
        XCTAssertNotNil(coordinator)
        XCTAssertTrue(assembler.resolver.resolve(NotesService.self) as AnyObject === service)
    }
}
