// swift-tools-version:6.0
import PackageDescription

/// HeadlessTable's strategy for Point-Free's swift-snapshot-testing, kept out of the root
/// package so that HeadlessTable itself depends on nothing: a team that already writes
/// `assertSnapshot(of:as:)` changes only the strategy, `.headless(device:)`.
let package = Package(
  name: "HeadlessTableSnapshotTesting",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "HeadlessTableSnapshotTesting", targets: ["HeadlessTableSnapshotTesting"])
  ],
  dependencies: [
    .package(name: "HeadlessTable", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
  ],
  targets: [
    .target(
      name: "HeadlessTableSnapshotTesting",
      dependencies: [
        .product(name: "HeadlessRender", package: "HeadlessTable"),
        .product(name: "HeadlessTesting", package: "HeadlessTable"),
        .product(name: "HeadlessGoldens", package: "HeadlessTable"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(
      name: "HeadlessTableSnapshotTestingTests",
      dependencies: [
        "HeadlessTableSnapshotTesting",
        .product(name: "HeadlessRender", package: "HeadlessTable"),
        .product(name: "HeadlessTesting", package: "HeadlessTable"),
        .product(name: "HeadlessGoldens", package: "HeadlessTable"),
        .product(name: "ListKit", package: "HeadlessTable"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
