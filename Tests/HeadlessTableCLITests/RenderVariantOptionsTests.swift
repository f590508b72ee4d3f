import Foundation
import HeadlessScenarios
import TestSupport
import Testing

/// `render --device`, `--content-size` and `--rtl`: a variant the scenario runs in.
@Suite struct RenderVariantOptionsTests {
  /// A scenario file of the todos screen loading, in a new temporary folder, its JSON's other
  /// top-level members `members` (`"variants": [...], `).
  private func scenarioFile(_ members: String = "") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("render-variant-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("todos.json")
    try Data(
      #"{"screen": "todos", "device": {"width": 12, "height": 2}, \#(members)"steps": [{"load": true}]}"#
        .utf8
    ).write(to: file)
    return file.path
  }

  /// The `variant:` lines of `output`.
  private func variantLines(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix("variant: ") }.map(String.init)
  }

  @Test func theOptionsMakeOneVariantTheScenarioRunsIn() async throws {
    let path = try scenarioFile()
    let result = try await CLIRunner.run([
      "render", path, "--content-size", "extraSmall", "--rtl",
    ])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("variant: extraSmall-rightToLeft\n── 1 · load ──\n"))
    #expect(variantLines(result.standardOutput).count == 1)
  }

  @Test func aDeviceGivesTheFramesSize() async throws {
    let result = try await CLIRunner.run(["render", try scenarioFile(), "--device=smallPhone"])
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first == "variant: smallPhone")
    #expect(lines.dropFirst(2).first?.count == 38 + 3)
    // The caption, then the border, 30 lines and the border.
    #expect(lines.count == 2 + 30 + 2)
  }

  @Test func theOptionsAreLaidOverEachVariantTheScenarioNames() async throws {
    let path = try scenarioFile(#""variants": ["default", "smallPhone", "extraSmall"], "#)
    let result = try await CLIRunner.run(["render", path, "--content-size", "extraSmall"])
    #expect(result.exitCode == 0)
    // default and extraSmall both become extraSmall, which runs once.
    #expect(
      variantLines(result.standardOutput) == [
        "variant: extraSmall", "variant: smallPhone-extraSmall",
      ])
  }

  @Test func withoutTheOptionsTheScenariosVariantsRunAsNamed() async throws {
    let path = try scenarioFile(#""variants": ["default", "rightToLeft"], "#)
    let result = try await CLIRunner.run(["render", path])
    #expect(result.exitCode == 0)
    #expect(variantLines(result.standardOutput) == ["variant: default", "variant: rightToLeft"])
  }

  @Test func anUnknownDeviceOrSizeIsAUsageErrorListingTheKnownOnes() async throws {
    let device = try await CLIRunner.run(["render", "x.json", "--device", "iPhone"])
    #expect(device.exitCode == 2)
    #expect(
      device.standardError
        == "error: --device needs a device (smallPhone, largePhone, iPadPortrait, "
        + "iPadLandscape), found 'iPhone'\n")
    let size = try await CLIRunner.run(["render", "x.json", "--content-size", "AX5"])
    #expect(size.exitCode == 2)
    #expect(
      size.standardError
        == "error: --content-size needs a content size (extraSmall, small, medium, large, "
        + "extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, "
        + "accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, "
        + "accessibilityExtraExtraExtraLarge), found 'AX5'\n")
    let missing = try await CLIRunner.run(["render", "x.json", "--device"])
    #expect(
      missing.standardError
        == "error: --device needs a device (smallPhone, largePhone, iPadPortrait, "
        + "iPadLandscape)\n")
  }

  @Test func aDeviceWithAWidthOrHeightIsAUsageError() async throws {
    for option in ["--width", "--height"] {
      let result = try await CLIRunner.run([
        "render", try scenarioFile(), "--device", "iPadPortrait", option, "20",
      ])
      #expect(result.exitCode == 2)
      #expect(
        result.standardError
          == "error: --device gives the device's size: it is not given with --width or "
          + "--height. Run `headless-table render --help`.\n")
    }
  }

  @Test func eachOptionIsGivenOnce() async throws {
    let result = try await CLIRunner.run(["render", "x.json", "--rtl", "--rtl"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: --rtl is given more than once. Run `headless-table render --help`.\n")
  }

  @Test func helpListsTheVariantOptions() async throws {
    let result = try await CLIRunner.run(["render", "--help"])
    for option in ["--device D", "--content-size C", "--rtl"] {
      #expect(result.standardOutput.contains(option))
    }
    #expect(
      result.standardOutput.contains(
        "--device D  Draws on the device D: smallPhone, largePhone, iPadPortrait, iPadLandscape."))
  }
}
