import Foundation

/// Runs a program as a child process and reads its peak resident memory from the kernel
/// (`wait4`'s `ru_maxrss`), so the figure is that process's alone, from its first page to
/// its exit.
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
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer {
      for argument in argv { free(argument) }
    }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let duration = clock.now - start
    let signal = status & 0x7F
    #if os(Linux)
      let peakBytes = usage.ru_maxrss * 1024  // kilobytes on Linux
    #else
      let peakBytes = usage.ru_maxrss  // bytes on macOS
    #endif
    return Outcome(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, peakBytes: Int(peakBytes),
      duration: duration)
  }
}
