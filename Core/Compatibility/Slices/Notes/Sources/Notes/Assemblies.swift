import Swinject

public struct ServicesAssembly: Assembly {
    private let service: NotesService

    public init(service: NotesService) {
        self.service = service
    }

    public func assemble(container: Container) {
        let service = self.service
        container.register(NotesService.self) { _ in service }.inObjectScope(.container)
    }
}

public struct NotesAssembly: Assembly {
    public init() {}

    public func assemble(container: Container) {
        container.register(NotesListViewModel.self) { r in NotesListViewModel(service: r.resolve(NotesService.self)!) }
        container.register(EditorViewModel.self) { r in EditorViewModel(service: r.resolve(NotesService.self)!) }
        container.register(NotesCoordinator.self) { (r, navigation: NavigationStack) in
            NotesCoordinator(
                navigation: navigation, listViewModel: r.resolve(NotesListViewModel.self)!,
                makeEditor: { r.resolve(EditorViewModel.self)! })
        }
    }
}
