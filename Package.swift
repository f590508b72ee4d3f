// swift-tools-version:6.0
import PackageDescription

/// Every target builds in Swift 6 language mode; CI adds `-warnings-as-errors`.
let package = Package(
  name: "HeadlessTable",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Models", targets: ["Models"]),
    .library(name: "ViewModels", targets: ["ViewModels"]),
    .library(name: "HeadlessRender", targets: ["HeadlessRender"]),
    .library(name: "HeadlessRenderTesting", targets: ["HeadlessRenderTesting"]),
    .executable(name: "headless-table", targets: ["headless-table"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    .target(name: "Models"),
    .target(name: "ViewModels", dependencies: ["Models"]),
    .target(
      name: "HeadlessRender",
      dependencies: ["Models", "ViewModels"],
      exclude: ["Text/Scripts"]
    ),
    .target(name: "HeadlessRenderTesting", dependencies: ["HeadlessRender"]),
    .executableTarget(
      name: "headless-table",
      dependencies: ["Models", "ViewModels", "HeadlessRender"]
    ),
    .executableTarget(
      name: "benchmarks",
      dependencies: ["Models", "ViewModels", "HeadlessRender"],
      path: "Benchmarks",
      exclude: ["Scripts"]
    ),
    .target(name: "TestSupport", dependencies: ["ViewModels"], path: "Tests/TestSupport"),
    .testTarget(name: "ModelsTests", dependencies: ["Models"], exclude: ["Scripts"]),
    .testTarget(name: "ViewModelsTests", dependencies: ["Models", "ViewModels", "TestSupport"]),
    .testTarget(
      name: "HeadlessRenderTests",
      dependencies: [
        "Models", "ViewModels", "HeadlessRender", "HeadlessRenderTesting", "TestSupport",
      ],
      exclude: ["Scripts"]
    ),
    .testTarget(name: "HeadlessTableCLITests", dependencies: ["headless-table"]),
  ],
  swiftLanguageModes: [.v6]
)
