import Foundation
import TestSupport

/// What one run of the built `headless-table` binary printed and returned.
struct CLIResult: Sendable {
  var exitCode: Int32
  var standardOutput: String
  var standardError: String
  /// The signal that ended the process, if one did (then `exitCode` is its number).
  var signal: Int32? = nil
  /// Whether the run was killed for taking longer than it was given.
  var timedOut = false
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
  static func run(_ arguments: [String], in folder: URL? = nil) async throws -> CLIResult {
    try await run(arguments, in: folder, environment: nil, timeout: nil)
  }

  /// Runs the binary as ``runWaiting(_:in:environment:timeout:)`` does, waiting for it on a
  /// thread of its own: a test that waited on the concurrency pool's thread would take one of
  /// its few threads (two on a 2-core machine) from every other test while the child runs.
  static func run(
    _ arguments: [String], in folder: URL?, environment: [String: String]?, timeout: Duration?
  ) async throws -> CLIResult {
    try await DedicatedThread.run {
      try runWaiting(arguments, in: folder, environment: environment, timeout: timeout)
    }
  }

  /// Runs the binary with `arguments` in `folder`, with `environment` instead of this
  /// process's when given, sends it `signal` after its delay when given, and kills it with
  /// SIGKILL when it runs longer than `timeout`; blocks the calling thread until it ends.
  static func runWaiting(
    _ arguments: [String], in folder: URL?, environment: [String: String]?, timeout: Duration?,
    signal: (number: Int32, after: Duration)? = nil
  ) throws -> CLIResult {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("headless-table")
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? packageRoot
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    // Both pipes are drained while the child runs, so that a large output cannot fill a pipe
    // and stall it.
    let outData = PipeReader(output.fileHandleForReading)
    let errData = PipeReader(error.fileHandleForReading)
    try process.run()
    if let signal {
      let (seconds, attoseconds) = signal.after.components
      if exited.wait(timeout: .now() + Double(seconds) + Double(attoseconds) / 1e18) == .success {
        exited.signal()
      } else {
        kill(process.processIdentifier, signal.number)
      }
    }
    var timedOut = false
    if let timeout {
      let (seconds, attoseconds) = timeout.components
      let deadline = DispatchTime.now() + Double(seconds) + Double(attoseconds) / 1e18
      if exited.wait(timeout: deadline) == .timedOut {
        timedOut = true
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
      }
    } else {
      exited.wait()
    }
    process.waitUntilExit()
    let signaled = process.terminationReason == .uncaughtSignal
    return CLIResult(
      exitCode: process.terminationStatus,
      standardOutput: String(decoding: outData.data(), as: UTF8.self),
      standardError: String(decoding: errData.data(), as: UTF8.self),
      signal: signaled ? process.terminationStatus : nil, timedOut: timedOut)
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  // Written once by the reading thread before `done` is signalled, read only after it.
  private var collected = Data()

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      collected = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything the pipe held, once the writer has closed it.
  func data() -> Data {
    done.wait()
    done.signal()
    return collected
  }
}
