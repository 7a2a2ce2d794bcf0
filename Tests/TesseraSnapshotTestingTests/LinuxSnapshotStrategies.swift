// On iOS the image strategies come with SnapshotTesting; on Linux they are Tessera's. This one
// import in the test target makes them visible to every test file, which stay as written for iOS.
#if canImport(TesseraSnapshotTesting)
@_exported import TesseraSnapshotTesting
#endif
