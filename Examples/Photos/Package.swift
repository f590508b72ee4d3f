// swift-tools-version:6.0
import PackageDescription

/// A team's own collection-view screen on HeadlessTable's public API: the Photos screen, its
/// scenarios and its tests, in a package of its own that depends on HeadlessTable by path.
///
/// - PhotosExample: the app's code, as it would compile into the iOS app: model, service,
///   controller (ListKit), and the view controller (a `UICollectionViewController` with a
///   compositional layout and a diffable data source), its cell and views, which import UIKit
///   where it exists and HeadlessUIKit (UIKit's type names over the headless UI) elsewhere.
/// - PhotosScenarios: what only tests need: the scripted service, the view controller's
///   scenario events and the registry.
let package = Package(
  name: "Photos",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "HeadlessTable", path: "../..")],
  targets: [
    .target(
      name: "PhotosExample",
      dependencies: [
        .product(name: "ListKit", package: "HeadlessTable"),
        .product(
          name: "HeadlessUIKit", package: "HeadlessTable",
          condition: .when(platforms: [.linux, .macOS, .windows, .android])),
      ]),
    .target(
      name: "PhotosScenarios",
      dependencies: [
        "PhotosExample",
        .product(name: "ListKit", package: "HeadlessTable"),
        .product(name: "HeadlessRender", package: "HeadlessTable"),
        .product(name: "HeadlessScenarios", package: "HeadlessTable"),
      ]),
    .testTarget(
      name: "PhotosExampleTests",
      dependencies: [
        "PhotosExample",
        "PhotosScenarios",
        .product(name: "ListKit", package: "HeadlessTable"),
        .product(name: "HeadlessRender", package: "HeadlessTable"),
        .product(name: "HeadlessTesting", package: "HeadlessTable"),
        .product(name: "HeadlessGoldens", package: "HeadlessTable"),
        .product(name: "HeadlessScenarios", package: "HeadlessTable"),
      ],
      exclude: ["__Goldens__"]),
  ],
  swiftLanguageModes: [.v6]
)
