@_exported import CoreDI
