import Core
import Shared

/// The __Name__ screen: binds the view model to the view and turns keys into inputs.
final class __Name__ViewController: PropsScreen<__Name__View> {
    /// The view model, visible to tests so they can check it is freed with the screen.
    let viewModel: __Name__ViewModel
    private let formatter: __Name__Formatter

    init(viewModel: __Name__ViewModel, formatter: __Name__Formatter) {
        self.viewModel = viewModel
        self.formatter = formatter
        super.init(view: __Name__View())
    }

    override func viewDidLoad() {
        let formatter = self.formatter
        bind(props: viewModel.outputs.state.map { formatter.props(for: $0) })
        viewModel.inputs.viewDidLoad.accept(())
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .back, .backspace: return handle(command: .back)
        case .character(let digit) where digit.isNumber && digit != "0":
            return handle(command: .open(digit.wholeNumberValue ?? 1))
        default: return false
        }
    }

    override func handle(command: Command) -> Bool {
        switch command {
        case .back: viewModel.inputs.backTapped.accept(())
        case .open(let number) where __Name__Screens.all.indices.contains(number - 1):
            viewModel.inputs.screenSelected.accept(number - 1)
        default: return false
        }
        return true
    }
}
