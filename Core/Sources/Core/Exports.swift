// `import Core` gives an app the whole kit: the reactive library, the container and
// `LockedBox` come with it, so features and tests name one module.
@_exported import CoreDI
@_exported import CoreReactive
@_exported import CoreSupport
