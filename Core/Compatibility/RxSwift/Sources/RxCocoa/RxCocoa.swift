@_exported import RxRelay
@_exported import RxSwift
