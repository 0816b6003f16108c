@_exported import CoreReactive
