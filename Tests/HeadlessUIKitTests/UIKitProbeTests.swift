import Foundation
import Testing

/// Files written as UIKit code, type-checked against the built HeadlessUIKit module alone (no
/// other import, no package access): what compiles against UIKit compiles here, and what UIKit
/// lacks does not. The probes live in `Probes/`, outside every target.
@Suite(.enabled(if: PublicSurface.isListedPlatform, "probes are type-checked on Linux"))
struct UIKitProbeTests {
  private static let probes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Probes")

  /// The errors and warnings `swiftc -typecheck` prints for `probe` in Swift `swiftVersion`
  /// mode, each as `File.swift:line:column: error: message`, and its exit status.
  private static func typecheck(_ probe: String, swiftVersion: String) throws -> (
    status: Int32, diagnostics: [String]
  ) {
    let build = try BuildProducts.locate()
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("uikit-probe-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", swiftVersion, "-target", build.triple,
      "-I", build.modules.path, "-module-cache-path", cache.path,
      "-diagnostic-style", "llvm", probes.appendingPathComponent(probe).path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // `file:line:column: error: message`, with the folder left out.
    let diagnostics = output.split(separator: "\n").compactMap { line -> String? in
      guard line.contains(": error: ") || line.contains(": warning: ") else { return nil }
      return String(line.split(separator: "/").last ?? line[...])
    }
    return (process.terminationStatus, diagnostics)
  }

  @Test func uikitCodeCompilesAgainstHeadlessUIKitAlone() throws {
    let result = try Self.typecheck("UIKitCode.swift", swiftVersion: "6")
    #expect(result.diagnostics == [])
    #expect(result.status == 0)
  }

  @Test func everyMemberUIKitLacksFailsToCompileThroughHeadlessUIKit() throws {
    let result = try Self.typecheck("HeadlessOnly.swift", swiftVersion: "6")
    #expect(result.status != 0)
    #expect(
      result.diagnostics == [
        "HeadlessOnly.swift:11:13: error: 'performBatchUpdate' is inaccessible due to 'package' "
          + "protection level",
        "HeadlessOnly.swift:12:13: error: 'reconfigureSectionHeaders' is inaccessible due to "
          + "'package' protection level",
        // HeadlessTesting's, which HeadlessUIKit does not load.
        "HeadlessOnly.swift:13:13: error: value of type 'UITableView' has no member 'dequeueCell'",
        "HeadlessOnly.swift:14:12: error: 'performBatchUpdate' is inaccessible due to 'package' "
          + "protection level",
        "HeadlessOnly.swift:15:12: error: value of type 'UICollectionView' has no member "
          + "'reconfigureSectionHeaders'",
        "HeadlessOnly.swift:16:12: error: 'reconfigureRows' is inaccessible due to 'package' "
          + "protection level",
        "HeadlessOnly.swift:17:12: error: 'accessibilityElementsInReadingOrder' is inaccessible "
          + "due to 'package' protection level",
        "HeadlessOnly.swift:18:13: error: 'name' is inaccessible due to 'package' protection level",
        "HeadlessOnly.swift:19:40: error: 'truncationPosition' is inaccessible due to 'package' "
          + "protection level",
        "HeadlessOnly.swift:20:30: error: 'offset' is inaccessible due to 'package' protection "
          + "level",
        "HeadlessOnly.swift:21:14: error: 'tapItem' is inaccessible due to 'package' protection "
          + "level",
        "HeadlessOnly.swift:22:12: error: 'shownTitle' is inaccessible due to 'package' "
          + "protection level",
        "HeadlessOnly.swift:23:18: error: 'sentActions' is inaccessible due to 'package' "
          + "protection level",
        "HeadlessOnly.swift:24:12: error: 'attachedGestureRecognizers' is inaccessible due to "
          + "'package' protection level",
        "HeadlessOnly.swift:25:13: error: 'turnPage' is inaccessible due to 'package' protection "
          + "level",
      ])
  }

  @Test func aSwift5FileTouchingViewsOffTheMainActorCompiles() throws {
    // UIKit's views reach Swift as `@preconcurrency @MainActor`, and so do these: Swift 5 mode
    // says nothing, where a plain `@MainActor` would make each line an error.
    let result = try Self.typecheck("Swift5Isolation.swift", swiftVersion: "5")
    #expect(result.diagnostics == [])
    #expect(result.status == 0)
  }
}
