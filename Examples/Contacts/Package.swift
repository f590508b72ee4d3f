// swift-tools-version:6.0
import PackageDescription

/// A team's own screen on HeadlessTable's public API: the Contacts screen, its scenarios and
/// its tests, in a package of its own that depends on HeadlessTable by path.
///
/// - ContactsExample: the screen (model, service, controller, cell, screen, scenario registry).
/// - contacts-tool: `render` and `verify` for its scenarios, through `CommandLineTool`.
let package = Package(
  name: "Contacts",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "HeadlessTable", path: "../..")],
  targets: [
    .target(
      name: "ContactsExample",
      dependencies: [
        .product(name: "ListKit", package: "HeadlessTable"),
        .product(name: "HeadlessRender", package: "HeadlessTable"),
        .product(name: "HeadlessScenarios", package: "HeadlessTable"),
      ]),
    .executableTarget(
      name: "contacts-tool",
      dependencies: [
        "ContactsExample", .product(name: "HeadlessTableCLI", package: "HeadlessTable"),
      ]),
    .testTarget(
      name: "ContactsExampleTests",
      dependencies: [
        "ContactsExample",
        .product(name: "ListKit", package: "HeadlessTable"),
        .product(name: "HeadlessRender", package: "HeadlessTable"),
        .product(name: "HeadlessGoldens", package: "HeadlessTable"),
        .product(name: "HeadlessScenarios", package: "HeadlessTable"),
      ],
      exclude: ["__Goldens__"]),
  ],
  swiftLanguageModes: [.v6]
)
