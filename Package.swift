// swift-tools-version:6.0
import PackageDescription

/// The library and the reference app, kept apart by the module graph (arrows point one way):
///
/// - ListKit: the list machinery (sections, state, diff, store, the loading machine).
///   Foundation only, with no UIKit emulation and no test hooks: a team compiles it into its
///   iOS app.
/// - UIKitBatchRules: UIKit's batch-update rules (the validator, its violations in UIKit's
///   words, the plan the views animate from) and the replay the tests check changesets with.
///   ListKit.
/// - Cassowary: the constraint solver. No dependencies.
/// - TextCanvas: text widths, truncation and line breaking, the character canvas and grid
///   geometry, in no framework's names: the leaf every drawing uses. No dependencies.
/// - HeadlessRender: the headless UIKit and its drawing (views, text layout in UIKit's terms,
///   Auto Layout over Cassowary, the table and collection views, view controllers,
///   accessibility); re-exports TextCanvas, whose types its API uses. ListKit,
///   UIKitBatchRules, Cassowary, TextCanvas.
/// - HeadlessUIKit: UIKit's type names over HeadlessRender's types (some headless-only members
///   are still reachable through them): the import of a team's UIKit files where UIKit is
///   missing. HeadlessRender.
/// - HeadlessTesting: the test side of a screen: `DeviceFrame`, which shows a view controller
///   or a view on a device and draws it as text, and the binding of ListKit's controllers to
///   the headless table and collection views (`ListScreenBinding`, `ControlledScreen`).
///   ListKit, HeadlessRender.
/// - HeadlessGoldens: golden files and the one `assertGolden(of:as:)`. ListKit, HeadlessRender,
///   HeadlessTesting.
/// - HeadlessScenarios: scenario files, their engine and scripted server; the only library
///   module that reads JSON (JSONParsing). ListKit, HeadlessRender, HeadlessTesting,
///   HeadlessGoldens, JSONParsing.
/// - HeadlessTableCLI: the `render`, `verify` and `diff` commands for any registry of screens.
///   ListKit, HeadlessRender, HeadlessTesting, HeadlessGoldens, HeadlessScenarios.
/// - The reference app, not exported: Models, ViewModels and ReferenceScreens (the five
///   screens, built on the library as a team builds its own), and `headless-table`, the tool
///   over them.
///
/// Every target builds in Swift 6 language mode; CI adds `-warnings-as-errors`.
let package = Package(
  name: "HeadlessTable",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "ListKit", targets: ["ListKit"]),
    .library(name: "UIKitBatchRules", targets: ["UIKitBatchRules"]),
    .library(name: "TextCanvas", targets: ["TextCanvas"]),
    .library(name: "HeadlessRender", targets: ["HeadlessRender"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "HeadlessTesting", targets: ["HeadlessTesting"]),
    .library(name: "HeadlessGoldens", targets: ["HeadlessGoldens"]),
    .library(name: "HeadlessScenarios", targets: ["HeadlessScenarios"]),
    .library(name: "HeadlessTableCLI", targets: ["HeadlessTableCLI"]),
    .executable(name: "headless-table", targets: ["headless-table"]),
  ],
  targets: [
    // The library.
    .target(name: "ListKit"),
    .target(name: "UIKitBatchRules", dependencies: ["ListKit"]),
    .target(name: "Cassowary"),
    .target(name: "TextCanvas", exclude: ["Text/Scripts"]),
    .target(name: "JSONParsing"),
    .target(
      name: "HeadlessRender",
      dependencies: ["ListKit", "UIKitBatchRules", "Cassowary", "TextCanvas"]),
    .target(name: "HeadlessUIKit", dependencies: ["HeadlessRender"]),
    .target(name: "HeadlessTesting", dependencies: ["ListKit", "HeadlessRender"]),
    .target(
      name: "HeadlessGoldens", dependencies: ["ListKit", "HeadlessRender", "HeadlessTesting"]),
    .target(
      name: "HeadlessScenarios",
      dependencies: [
        "ListKit", "HeadlessRender", "HeadlessTesting", "HeadlessGoldens", "JSONParsing",
      ]),
    .target(
      name: "HeadlessTableCLI",
      dependencies: [
        "ListKit", "HeadlessRender", "HeadlessTesting", "HeadlessGoldens", "HeadlessScenarios",
      ]),

    // The reference app.
    .target(name: "Models", dependencies: ["JSONParsing"]),
    .target(name: "ViewModels", dependencies: ["ListKit", "Models"]),
    .target(
      name: "ReferenceScreens",
      dependencies: [
        "ListKit", "Models", "ViewModels", "HeadlessRender", "HeadlessTesting", "HeadlessScenarios",
      ]
    ),
    .executableTarget(
      name: "headless-table", dependencies: ["HeadlessTableCLI", "ReferenceScreens"]),

    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "ListKit", "UIKitBatchRules", "Cassowary", "Models", "ViewModels", "HeadlessRender",
        "HeadlessTesting", "HeadlessGoldens", "HeadlessScenarios", "ReferenceScreens",
      ],
      path: "Benchmarks",
      exclude: ["Scripts"]
    ),

    // Tests: one target per module, plus the reference screens and the CLI end to end.
    .target(
      name: "TestSupport", dependencies: ["ListKit", "HeadlessGoldens"], path: "Tests/TestSupport"
    ),
    .target(
      name: "HeadlessTestSupport",
      dependencies: ["ListKit", "HeadlessRender", "HeadlessTesting", "TestSupport"],
      path: "Tests/HeadlessTestSupport"
    ),
    .testTarget(
      name: "ListKitTests", dependencies: ["ListKit", "UIKitBatchRules", "TestSupport"]),
    .testTarget(
      name: "UIKitBatchRulesTests", dependencies: ["ListKit", "UIKitBatchRules", "TestSupport"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
    .testTarget(
      name: "TextCanvasTests", dependencies: ["TextCanvas", "TestSupport"],
      exclude: ["Scripts", "Text/wcwidth-reference.txt", "Text/BidiCharacterTest-subset.txt"]),
    .testTarget(name: "JSONParsingTests", dependencies: ["JSONParsing"]),
    .testTarget(
      name: "HeadlessRenderTests",
      dependencies: [
        "ListKit", "UIKitBatchRules", "Cassowary", "HeadlessRender", "HeadlessTesting",
        "HeadlessGoldens", "TestSupport", "HeadlessTestSupport",
      ],
      exclude: ["CollectionView/__Goldens__", "TableView/__Goldens__"]
    ),
    .testTarget(
      name: "HeadlessTestingTests",
      dependencies: [
        "ListKit", "HeadlessRender", "HeadlessTesting", "HeadlessGoldens", "TestSupport",
        "HeadlessTestSupport",
      ]
    ),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: ["HeadlessUIKit", "HeadlessRender", "HeadlessTesting", "HeadlessGoldens"],
      exclude: ["__Goldens__", "Probes"]
    ),
    .testTarget(
      name: "HeadlessGoldensTests",
      dependencies: [
        "ListKit", "HeadlessRender", "HeadlessTesting", "HeadlessGoldens", "TestSupport",
        "HeadlessTestSupport",
      ],
      exclude: ["__Goldens__"]
    ),
    .testTarget(
      name: "HeadlessScenariosTests",
      dependencies: [
        "ListKit", "HeadlessRender", "HeadlessTesting", "HeadlessGoldens", "HeadlessScenarios",
        "TestSupport", "HeadlessTestSupport",
      ]
    ),
    .testTarget(
      name: "ModelsTests", dependencies: ["Models", "JSONParsing", "TestSupport"]),
    .testTarget(
      name: "ViewModelsTests", dependencies: ["ListKit", "Models", "ViewModels", "TestSupport"]),
    .testTarget(
      name: "ReferenceScreensTests",
      dependencies: [
        "ListKit", "Models", "ViewModels", "HeadlessRender", "HeadlessTesting", "HeadlessGoldens",
        "HeadlessScenarios", "ReferenceScreens", "TestSupport", "HeadlessTestSupport",
      ]
    ),
    // The README's and the articles' snippets, checked against the files they are taken from.
    .testTarget(name: "DocumentationTests"),
    .testTarget(
      name: "HeadlessTableCLITests",
      dependencies: [
        "headless-table", "HeadlessTableCLI", "HeadlessScenarios", "HeadlessGoldens",
        "HeadlessTesting", "HeadlessRender", "ListKit", "TestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
