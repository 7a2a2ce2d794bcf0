// On iOS, SnapshotTesting draws UIKit views itself; on Linux its image strategies for views and
// controllers come from Tessera. This import makes them visible to every file of the target.
#if canImport(TesseraSnapshotTesting)
@_exported import TesseraSnapshotTesting
#endif
