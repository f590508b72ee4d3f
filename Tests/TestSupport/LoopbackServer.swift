import Foundation

/// The python3 server in `Tests/TestSupport/Scripts/loopback_server.py`, on a free port of 127.0.0.1.
///
/// Use ``run(_:)``: it stops the server when the body returns or throws. The script also exits
/// by itself when its stdin closes, so a crashed test run leaves no server behind.
public final class LoopbackServer {
  /// The script did not start or did not print its port.
  public struct StartFailure: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private static let script = packageRoot.appending(
    path: "Tests/TestSupport/Scripts/loopback_server.py")
  private static let fixtures = packageRoot.appending(path: "Fixtures/API")

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  /// `http://127.0.0.1:<port>`, without a trailing slash.
  private(set) var origin = ""

  private init() {}

  /// Starts a server, runs `body` with its origin (`http://127.0.0.1:<port>`), then stops it.
  public static func run<Value>(
    isolation: isolated (any Actor)? = #isolation, _ body: (String) async throws -> Value
  ) async throws -> Value {
    let server = LoopbackServer()
    defer { server.stop() }
    try await server.start()
    return try await body(server.origin)
  }

  private func start() async throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Self.script.path, Self.fixtures.path]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let line = await Self.firstLine(of: output.fileHandleForReading)
    let port = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let number = Int(port), number > 0 else {
      throw StartFailure(
        description: "loopback_server.py printed \"\(port)\", not a port"
          + " (did it fail to start?)")
    }
    origin = "http://127.0.0.1:\(number)"
  }

  private func stop() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
  }

  /// The script prints the port it bound, then a newline, before it serves. Reading blocks,
  /// so it happens on a queue of its own rather than on one of the few threads tests share.
  private static func firstLine(of handle: FileHandle) async -> Data {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          line.append(chunk)
        }
        continuation.resume(returning: line)
      }
    }
  }
}
