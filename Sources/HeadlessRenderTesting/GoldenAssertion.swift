import Foundation
import HeadlessRender

/// What every golden assertion does, whichever test framework reports its failures: find the
/// golden, make the text, verify it, and say what failed.
enum GoldenAssertion {
  /// The golden of the next assertion in the test `testName` of the file at `filePath`: named
  /// `name`, or numbered after the test's earlier unnamed assertions (see `GoldenLocation`).
  static func url(filePath: String, testName: String, name: String?) -> URL {
    let identifier: String
    if let name {
      identifier = name
    } else {
      let key = GoldenLocation.url(testFile: filePath, testName: testName, identifier: "").path
      identifier = "\(GoldenCounter.shared.next(for: key))"
    }
    return GoldenLocation.url(testFile: filePath, testName: testName, identifier: identifier)
  }

  /// Verifies the text `make` returns against the golden at `url`.
  ///
  /// - Returns: The verification (nil when it could not run) and the failure message to
  ///   report (nil when it passed).
  static func verify(
    at url: URL, root: URL?, environment: [String: String], _ make: () throws -> String
  ) -> (verification: GoldenVerification?, failure: String?) {
    do {
      let text = try make()
      let verification = try GoldenVerifier(environment: environment, root: root)
        .verify(text, at: url)
      return (verification, verification.failureMessage)
    } catch {
      return (nil, "\(error)")
    }
  }

  /// Renders every scenario of `folder` on the screens of `registry` and verifies it against
  /// its golden.
  ///
  /// - Returns: The verifications that ran, and one message per scenario that did not pass
  ///   (or one for the whole folder when it cannot be read or holds no scenario).
  @MainActor
  static func verifyScenarios(
    in folder: ScenarioFolder, registry: ScenarioRegistry, root: URL?,
    environment: [String: String]
  ) async -> (verifications: [GoldenVerification], failures: [String]) {
    let verifier: GoldenVerifier
    let names: [String]
    do {
      verifier = try GoldenVerifier(environment: environment, root: root)
      names = try folder.scenarioNames()
    } catch {
      return ([], ["\(error)"])
    }
    var verifications: [GoldenVerification] = []
    var failures: [String] = []
    for name in names {
      let url = folder.scenarioURL(named: name)
      do {
        let scenario = try Scenario(
          contentsOf: url, shownAs: verifier.relativePath(of: url), registry: registry)
        let text = try await ScenarioRunner(registry: registry).run(scenario)
        let verification = try verifier.verify(
          text, at: folder.goldenURL(forScenarioNamed: name))
        verifications.append(verification)
        if let message = verification.failureMessage { failures.append(message) }
      } catch {
        failures.append("\(error)")
      }
    }
    return (verifications, failures)
  }
}
