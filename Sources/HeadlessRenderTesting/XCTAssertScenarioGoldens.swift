import Foundation
import HeadlessRender
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Renders every scenario file in `folder` on the screens of `registry` and verifies each
/// against its golden, failing the running XCTest once per scenario that does not pass.
///
/// ```swift
/// @MainActor func testEveryScenarioMatchesItsGolden() async {
///   await XCTAssertScenarioGoldens(in: fixtures.appendingPathComponent("Scenarios"), registry: .contacts)
/// }
/// ```
///
/// The same rule as the Swift Testing `assertScenarioGoldens(in:registry:)`: see
/// ``ScenarioFolder``.
///
/// - Returns: The verifications of the scenarios that ran.
@MainActor
@discardableResult
public func XCTAssertScenarioGoldens(
  in folder: URL,
  goldens: URL? = nil,
  registry: ScenarioRegistry,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  file: StaticString = #filePath,
  line: UInt = #line
) async -> [GoldenVerification] {
  let (verifications, failures) = await GoldenAssertion.verifyScenarios(
    in: ScenarioFolder(folder, goldens: goldens), registry: registry, root: root,
    environment: environment)
  for failure in failures {
    XCTFail(failure, file: file, line: line)
  }
  return verifications
}
