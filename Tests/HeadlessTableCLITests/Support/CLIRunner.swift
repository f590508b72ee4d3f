import Foundation

/// What one run of the built `headless-table` binary printed and returned.
struct CLIResult {
  var exitCode: Int32
  var standardOutput: String
  var standardError: String
}

/// Runs the `headless-table` binary that `swift build` put beside the test bundle.
enum CLIRunner {
  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The folder that holds the built products.
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// Runs the binary with `arguments` in `folder` (the package root unless given) and waits
  /// for it to finish.
  static func run(_ arguments: [String], in folder: URL? = nil) throws -> CLIResult {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("headless-table")
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? packageRoot
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read before waiting, so that a large output cannot fill the pipe and stall the child.
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      exitCode: process.terminationStatus,
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }
}
