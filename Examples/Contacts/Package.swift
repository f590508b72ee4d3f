// swift-tools-version:6.0
import PackageDescription

/// A team's own screen on HeadlessTable's public API: the Contacts screen, its scenarios and
/// its tests, in a package of its own that depends on HeadlessTable by path.
///
/// - ContactsExample: the app's code, as it would compile into the iOS app: model, service,
///   controller (ListKit), and the view controller and cells, which import UIKit where it
///   exists and HeadlessUIKit (UIKit's type names over the headless UI) elsewhere.
/// - ContactsScenarios: what only tests need: the scripted service, the view controller's
///   scenario events and the registry.
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
        .product(
          name: "HeadlessUIKit", package: "HeadlessTable",
          condition: .when(platforms: [.linux, .macOS, .windows, .android])),
      ]),
    .target(
      name: "ContactsScenarios",
      dependencies: [
        "ContactsExample",
        .product(name: "ListKit", package: "HeadlessTable"),
        .product(name: "HeadlessRender", package: "HeadlessTable"),
        .product(name: "HeadlessScenarios", package: "HeadlessTable"),
      ]),
    .executableTarget(
      name: "contacts-tool",
      dependencies: [
        "ContactsScenarios", .product(name: "HeadlessTableCLI", package: "HeadlessTable"),
      ]),
    .testTarget(
      name: "ContactsExampleTests",
      dependencies: [
        "ContactsExample",
        "ContactsScenarios",
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
