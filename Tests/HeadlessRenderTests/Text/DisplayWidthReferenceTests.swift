import Foundation
import Testing

@testable import HeadlessRender

/// Compares ``Character/displayWidth`` with python's `wcwidth.wcswidth` on thousands of seeded
/// strings, in one launch of python3.
@Suite struct DisplayWidthReferenceTests {
  private static let scriptURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts/wcswidth.py")

  @Test func widthsOfThousandsOfSeededStringsEqualPythonsWcswidth() throws {
    var samples = TextSamples(seed: 0x5EED)
    let strings = (0..<4000).map { _ in samples.string() }
    let reference = try Self.wcswidths(of: strings)
    try #require(reference.count == strings.count, "wcswidth.py printed \(reference.count) widths")
    var mismatches: [String] = []
    for (string, expected) in zip(strings, reference) where string.displayWidth != expected {
      let scalars = string.unicodeScalars.map { String($0.value, radix: 16) }
      mismatches.append("\(scalars): ours \(string.displayWidth), wcwidth \(expected)")
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(10))")
  }

  /// Runs the reference script; a missing python3 or wcwidth is a failure, not a skip.
  private static func wcswidths(of strings: [String]) throws -> [Int] {
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("headless-table-widths-\(UUID().uuidString).json")
    try JSONEncoder().encode(strings).write(to: input)
    defer { try? FileManager.default.removeItem(at: input) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", scriptURL.path, input.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      Issue.record("could not launch python3 through /usr/bin/env: \(error)")
      return []
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let status = process.terminationStatus
      let hint = "the check needs python3 and `python3 -m pip install wcwidth`"
      Issue.record("python3 wcswidth.py exited \(status): \(message) (\(hint))")
      return []
    }
    return try JSONDecoder().decode([Int].self, from: data)
  }
}
