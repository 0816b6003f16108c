// Written by `swift run scaffold manifests --write` from the root manifest's `neighbours`:
// the Testing product of each feature that __Name__ opens, whose stand-in meets the
// route's `Builders` here unless the example or a test passes a fake.
