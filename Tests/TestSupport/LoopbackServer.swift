import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP server on a free port of 127.0.0.1, in the test process, for the HTTP service tests.
///
/// Use ``run(_:)``: it stops the server when the body returns or throws. A thread of its own
/// accepts connections and each connection is answered on a thread of its own, so that a slow
/// answer (``LoopbackRoutes``) holds none of the concurrency pool's few threads. What it answers
/// is in ``LoopbackRoutes``.
public final class LoopbackServer: Sendable {
  /// The socket could not be opened, bound or listened on.
  public struct StartFailure: Error, CustomStringConvertible {
    /// What went wrong, with the system's reason.
    public var description: String
  }

  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Fixtures/API")

  private let listener: Int32
  private let stopped = StopFlag()
  /// `http://127.0.0.1:<port>`, without a trailing slash.
  private let origin: String

  /// Starts a server, runs `body` with its origin (`http://127.0.0.1:<port>`), then stops it.
  public static func run<Value>(
    isolation: isolated (any Actor)? = #isolation, _ body: (String) async throws -> Value
  ) async throws -> Value {
    let server = try LoopbackServer()
    defer { server.stop() }
    return try await body(server.origin)
  }

  private init() throws {
    let listener = socket(AF_INET, Self.streamSocket, 0)
    guard listener >= 0 else { throw Self.failure("socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0  // the system picks a free port
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(listener, address, length) == 0 && listen(listener, 64) == 0
          && getsockname(listener, address, &length) == 0
      }
    }
    guard bound else {
      let failure = Self.failure("bind 127.0.0.1")
      close(listener)
      throw failure
    }
    self.listener = listener
    origin = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
    let thread = Thread { [listener, stopped] in
      Self.acceptConnections(on: listener, until: stopped)
    }
    thread.start()
  }

  private func stop() {
    stopped.set()
  }

  /// Accepts connections until `stopped` is set, then closes the socket. Polls with a short
  /// timeout rather than blocking in `accept`, which closing the socket from another thread
  /// does not wake on Linux.
  private static func acceptConnections(on listener: Int32, until stopped: StopFlag) {
    defer { close(listener) }
    while !stopped.isSet {
      var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 50) > 0 else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      Thread { answer(connection) }.start()
    }
  }

  /// Reads one request from `connection`, writes the answer and closes it.
  private static func answer(_ connection: Int32) {
    defer { close(connection) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    guard let (target, header) = readRequest(from: connection) else { return }
    let response = LoopbackRoutes.response(to: target, header: header, fixtures: fixtures)
    if let delay = response.delay { Thread.sleep(forTimeInterval: delay) }
    let bytes = response.bytes
    var sent = 0
    while sent < bytes.count {
      // A client that gave up (a timeout test) has closed its end: the write fails, quietly.
      let count = bytes[sent...].withUnsafeBytes {
        send(connection, $0.baseAddress, $0.count, noSignal)
      }
      guard count > 0 else { return }
      sent += count
    }
    shutdown(connection, Int32(SHUT_WR))
  }

  /// The request target of the request line (`/ok/todos?x=1` of `GET /ok/todos?x=1 HTTP/1.1`)
  /// and the header's lines after it, read up to the end of the header; nil when the client
  /// sends no complete header.
  private static func readRequest(from connection: Int32) -> (target: String, header: [String])? {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while !received.containsHeaderEnd {
      guard received.count < 65_536 else { return nil }
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      received += buffer[..<count]
    }
    let lines = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n")
    let words = (lines.first ?? "").split(separator: " ")
    guard words.count == 3 else { return nil }
    return (String(words[1]), Array(lines.dropFirst().prefix { !$0.isEmpty }))
  }

  private static func failure(_ call: String) -> StartFailure {
    StartFailure(description: "\(call) failed: \(String(cString: strerror(errno)))")
  }

  #if canImport(Glibc)
    private static let streamSocket = Int32(SOCK_STREAM.rawValue)
    private static let noSignal = Int32(MSG_NOSIGNAL)
  #else
    private static let streamSocket = SOCK_STREAM
    private static let noSignal: Int32 = 0
  #endif
}

/// A flag set once, read from other threads.
private final class StopFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set() { lock.withLock { value = true } }
}

extension [UInt8] {
  /// Whether the bytes hold the blank line that ends an HTTP header.
  fileprivate var containsHeaderEnd: Bool {
    indices.dropLast(3).contains { index in
      self[index...].starts(with: [13, 10, 13, 10])
    }
  }
}
