import __Name__

extension AppComponent: __Name__Dependency {}
