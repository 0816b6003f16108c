import Tips

extension AppComponent: TipsDependency {}
