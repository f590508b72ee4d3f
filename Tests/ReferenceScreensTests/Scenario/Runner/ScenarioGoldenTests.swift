import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import Testing

@testable import ReferenceScreens

/// Every scenario in Fixtures/Scenarios, rendered and compared with Fixtures/Golden/<name>.txt,
/// so `swift test` catches any drift in what a screen shows.
@MainActor
@Suite struct ScenarioGoldenTests {
  nonisolated private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The scenario files' names without `.json`, sorted.
  nonisolated static let names: [String] = {
    let folder = fixtures.appendingPathComponent("Scenarios").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test func thereIsAScenarioForEveryScreen() throws {
    for screen in ScenarioRegistry.referenceScreens.screenNames {
      #expect(Self.names.contains { $0.hasPrefix(screen + "-") }, "\(screen)")
    }
  }

  @Test(arguments: names)
  func scenarioMatchesItsGolden(_ name: String) async throws {
    let file = Self.fixtures.appendingPathComponent("Scenarios/\(name).json")
    let scenario = try Scenario(
      contentsOf: file, shownAs: "Fixtures/Scenarios/\(name).json", registry: .referenceScreens)
    let text = try await ScenarioRunner(registry: .referenceScreens).run(scenario)
    let golden = Self.fixtures.appendingPathComponent("Golden/\(name).txt")
    let verifier = try GoldenVerifier(environment: ProcessInfo.processInfo.environment)
    let verification = try verifier.verify(text, at: golden)
    #expect(verification.passed, "\(verification.failureMessage ?? "")")
  }
}
