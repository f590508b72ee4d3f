import Foundation

/// Runs a program as a child process and reads its peak resident memory.
///
/// The figure is the one the child reports itself on standard error (``RenderChild``'s
/// `VmHWM` line) when it does. The kernel's own figure, `wait4`'s `ru_maxrss`, is only the
/// fallback: on Linux, `posix_spawn` starts the child in the parent's memory until `exec`,
/// and the kernel counts that memory's peak in the child's, so after the diff and layout
/// suites (a parent of some 500 MB) it reported the parent's peak, not the child's.
enum ChildProcess {
  /// What a finished child reports.
  struct Outcome {
    /// The exit status, or 128 plus the signal that ended it.
    var status: Int32
    /// The peak resident set size, in bytes.
    var peakBytes: Int
    /// Wall-clock time from spawn to exit.
    var duration: Duration
  }

  /// Runs `path` with `arguments`, its standard output sent to /dev/null; nil when it cannot
  /// be started.
  static func run(_ path: String, _ arguments: [String]) -> Outcome? {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var errorPipe: [Int32] = [0, 0]
    guard pipe(&errorPipe) == 0 else { return nil }
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    posix_spawn_file_actions_addclose(&actions, errorPipe[0])
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer {
      for argument in argv { free(argument) }
    }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(errorPipe[1])
    let errorOutput = FileHandle(fileDescriptor: errorPipe[0], closeOnDealloc: true)
      .readDataToEndOfFile()
    guard spawned == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let duration = clock.now - start
    let signal = status & 0x7F
    #if os(Linux)
      let kernelPeakBytes = usage.ru_maxrss * 1024  // kilobytes on Linux
    #else
      let kernelPeakBytes = usage.ru_maxrss  // bytes on macOS
    #endif
    let reportedKilobytes = String(decoding: errorOutput, as: UTF8.self)
      .split(separator: "\n").last { $0.hasPrefix(RenderChild.peakLinePrefix) }
      .flatMap { Int($0.dropFirst(RenderChild.peakLinePrefix.count)) }
    let peakBytes = reportedKilobytes.map { $0 * 1024 } ?? Int(kernelPeakBytes)
    return Outcome(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, peakBytes: Int(peakBytes),
      duration: duration)
  }
}
