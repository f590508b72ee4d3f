import Foundation

/// Runs long synchronous work on a thread of its own: a heavy computation, or a wait for a
/// child process. A test that did it on Swift concurrency's pool would hold one of its few
/// threads (one per core) for seconds while every other test waited.
///
/// The work cannot record issues itself (it runs outside the test's task): it returns what it
/// found, or throws, and the test records it.
public enum DedicatedThread {
  /// The result of `work`, run on a new thread, awaited without blocking the pool.
  public static func run<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      start { continuation.resume(with: Result { try work() }) }
    }
  }

  /// The result of `work`, run on a new thread, awaited without blocking the pool.
  public static func run<Value: Sendable>(
    _ work: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      start { continuation.resume(returning: work()) }
    }
  }

  private static func start(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread(block: body)
    // Debug builds use deep stacks: 8 MiB, as the main thread has.
    thread.stackSize = 8 << 20
    thread.start()
  }
}
