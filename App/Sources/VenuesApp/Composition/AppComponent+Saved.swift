import Saved

extension AppComponent: SavedDependency {}
