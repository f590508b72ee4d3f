import Foundation
import Testing

/// A python3 script of `Tests/HeadlessRenderTests/Scripts`, running in the background while the
/// test computes its own side.
///
/// A missing python3, or a package the script needs missing or at another version than the
/// pinned one, is a recorded failure, not a skip: the scripts exit with the pip command to run.
struct ReferenceScript {
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts")

  private let name: String
  private let process: Process
  private let output: Pipe
  private let errors: Pipe

  /// Launches `python3 NAME ARGUMENTS...` through `/usr/bin/env`; nil, with a recorded issue,
  /// when python3 cannot be launched.
  static func start(_ name: String, arguments: [String] = []) -> ReferenceScript? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", folder.appendingPathComponent(name).path] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      Issue.record("could not launch python3 through /usr/bin/env: \(error)")
      return nil
    }
    return ReferenceScript(name: name, process: process, output: output, errors: errors)
  }

  /// Waits for the script: its standard output and standard error, or nil, with a recorded
  /// issue, when it exited non-zero.
  func finish() -> (output: Data, errors: String)? {
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let status = process.terminationStatus
      Issue.record("python3 \(name) exited \(status): \(message)")
      return nil
    }
    return (data, message)
  }
}
