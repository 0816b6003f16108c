@_exported import CoreTesting
@_exported import RxSwift
