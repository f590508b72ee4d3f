// swift-tools-version:6.0
import PackageDescription

/// The library and the reference app, kept apart by the module graph:
///
/// - ListKit: the generic list machinery (sections, state, diff, store, UIKit's batch rules,
///   the loading machine). Foundation at most.
/// - HeadlessRender: the generic headless UI on top of ListKit, with the scenario engine.
///   HeadlessRenderTesting: its golden adapters for Swift Testing and XCTest.
/// - HeadlessTableCLI: the `render`, `verify` and `diff` commands for any registry of screens;
///   `headless-table` is that tool over the reference screens.
/// - Models, ViewModels, ReferenceScreens: the five reference screens, built on the library as a
///   team builds its own. JSONParsing: the positioned JSON parser they and the scenarios share.
///
/// Every target builds in Swift 6 language mode; CI adds `-warnings-as-errors`.
let package = Package(
  name: "HeadlessTable",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "ListKit", targets: ["ListKit"]),
    .library(name: "HeadlessRender", targets: ["HeadlessRender"]),
    .library(name: "HeadlessRenderTesting", targets: ["HeadlessRenderTesting"]),
    .library(name: "JSONParsing", targets: ["JSONParsing"]),
    .library(name: "Models", targets: ["Models"]),
    .library(name: "ViewModels", targets: ["ViewModels"]),
    .library(name: "ReferenceScreens", targets: ["ReferenceScreens"]),
    .library(name: "HeadlessTableCLI", targets: ["HeadlessTableCLI"]),
    .executable(name: "headless-table", targets: ["headless-table"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    .target(name: "ListKit"),
    .target(name: "JSONParsing"),
    .target(
      name: "HeadlessRender", dependencies: ["ListKit", "JSONParsing"], exclude: ["Text/Scripts"]),
    .target(name: "HeadlessRenderTesting", dependencies: ["HeadlessRender"]),
    .target(name: "Models", dependencies: ["JSONParsing"]),
    .target(name: "ViewModels", dependencies: ["ListKit", "Models"]),
    .target(
      name: "ReferenceScreens",
      dependencies: ["ListKit", "Models", "ViewModels", "HeadlessRender"]
    ),
    .target(name: "HeadlessTableCLI", dependencies: ["ListKit", "JSONParsing", "HeadlessRender"]),
    .executableTarget(
      name: "headless-table", dependencies: ["HeadlessTableCLI", "ReferenceScreens"]),
    .executableTarget(
      name: "benchmarks",
      dependencies: ["ListKit", "Models", "ViewModels", "HeadlessRender", "ReferenceScreens"],
      path: "Benchmarks",
      exclude: ["Scripts"]
    ),
    .target(
      name: "TestSupport", dependencies: ["ListKit", "HeadlessRender"], path: "Tests/TestSupport"),
    .testTarget(name: "ListKitTests", dependencies: ["ListKit", "TestSupport"]),
    .testTarget(name: "JSONParsingTests", dependencies: ["JSONParsing"]),
    .testTarget(
      name: "ModelsTests", dependencies: ["Models", "JSONParsing", "TestSupport"]),
    .testTarget(
      name: "ViewModelsTests", dependencies: ["ListKit", "Models", "ViewModels", "TestSupport"]),
    .testTarget(
      name: "HeadlessRenderTests",
      dependencies: ["ListKit", "HeadlessRender", "HeadlessRenderTesting", "TestSupport"],
      exclude: ["Scripts", "Golden/__Goldens__", "Text/wcwidth-reference.txt"]
    ),
    .testTarget(
      name: "ReferenceScreensTests",
      dependencies: [
        "ListKit", "Models", "ViewModels", "HeadlessRender", "HeadlessRenderTesting",
        "ReferenceScreens", "TestSupport",
      ]
    ),
    .testTarget(
      name: "HeadlessTableCLITests",
      dependencies: [
        "headless-table", "HeadlessTableCLI", "HeadlessRender", "JSONParsing", "ListKit",
        "TestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
