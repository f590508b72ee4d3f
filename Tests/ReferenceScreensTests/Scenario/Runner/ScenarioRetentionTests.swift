import Foundation
import HeadlessRender
import HeadlessScenarios
import TestSupport
import Testing

@testable import ReferenceScreens

/// `verify` runs thousands of scenarios in one process: what one scenario made must be gone
/// once it is verified, so that memory is bounded by the largest scenario, not their number.
@MainActor
@Suite struct ScenarioRetentionTests {
  nonisolated private static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Scenarios")

  /// The names of the repository's scenarios.
  nonisolated static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.sorted()
  }()

  @Test func theScenariosAreFound() {
    #expect(Self.names.count > 20)
  }

  @Test(arguments: names)
  func nothingAScenarioMadeOutlivesItsRun(name: String) async throws {
    weak var session: ScenarioSession?
    weak var screen: UIViewController?
    weak var navigation: UINavigationController?
    var views: [WeakView] = []
    do {
      let scenario = try Scenario(
        contentsOf: Self.scenarios.appendingPathComponent(name), registry: .referenceScreens)
      let run = try ScenarioSession(scenario, registry: .referenceScreens)
      var text = ""
      try await run.run(scenario.steps, to: &text)
      session = run
      screen = run.screen
      navigation = run.navigationController
      views = Self.views(in: run.navigationController.view).map(WeakView.init)
      #expect(views.count > 5)
    }
    #expect(session == nil, "the session")
    #expect(screen == nil, "the screen")
    #expect(navigation == nil, "the navigation controller")
    // The cells, their content views and what lays them out by constraints.
    let kept = views.compactMap(\.view).map { "\(type(of: $0))" }
    #expect(kept.isEmpty, "\(Set(kept).sorted())")
  }

  /// `view` and every view under it.
  private static func views(in view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap(views(in:))
  }

  /// A view held weakly, to tell whether anything else keeps it.
  struct WeakView {
    weak var view: UIView?
  }
}
