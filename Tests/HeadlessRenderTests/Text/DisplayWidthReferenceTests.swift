import Foundation
import Testing

@testable import HeadlessRender

/// Compares ``Character/displayWidth`` with python's `wcwidth.wcswidth` on thousands of seeded
/// strings, in one launch of python3.
@Suite struct DisplayWidthReferenceTests {
  @Test func widthsOfThousandsOfSeededStringsEqualPythonsWcswidth() throws {
    var samples = TextSamples(seed: 0x5EED)
    let strings = (0..<4000).map { _ in samples.string() }
    let (reference, version) = try Self.wcswidths(of: strings)
    try #require(reference.count == strings.count, "wcswidth.py printed \(reference.count) widths")
    var mismatches: [String] = []
    for (string, expected) in zip(strings, reference) where string.displayWidth != expected {
      let scalars = string.unicodeScalars.map { String($0.value, radix: 16) }
      mismatches.append("\(scalars): ours \(string.displayWidth), wcwidth \(expected)")
    }
    #expect(
      mismatches.isEmpty,
      "\(mismatches.count) mismatches with \(version), first: \(mismatches.prefix(10))")
  }

  /// Runs the reference script: the widths, and the wcwidth version it reports.
  private static func wcswidths(of strings: [String]) throws -> ([Int], String) {
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("headless-table-widths-\(UUID().uuidString).json")
    try JSONEncoder().encode(strings).write(to: input)
    defer { try? FileManager.default.removeItem(at: input) }
    guard let script = ReferenceScript.start("wcswidth.py", arguments: [input.path]),
      let (output, message) = script.finish()
    else { return ([], "") }
    let version = message.trimmingCharacters(in: .whitespacesAndNewlines)
    return (try JSONDecoder().decode([Int].self, from: output), version)
  }
}
