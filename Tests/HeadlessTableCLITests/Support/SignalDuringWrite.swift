import Foundation
import TestSupport

#if os(Linux)
  /// Runs the built `headless-table` and stops it with a signal while it writes a file in a
  /// folder: the moment a temporary file (`*.tmp`) appears there, the process is frozen
  /// (SIGSTOP), and when the file is still there, it gets `signal` and is let go (SIGCONT), so
  /// the signal lands while the file is half written. Linux only: inotify says when the file
  /// appears.
  enum SignalDuringWrite {
    /// What happened: whether the signal landed during a write, and how the process ended.
    struct Outcome: Sendable {
      /// Whether a temporary file was there when the signal was sent.
      var signalledDuringWrite: Bool
      /// The signal that ended the process, if one did.
      var endingSignal: Int32?
      /// The exit code when no signal ended it.
      var exitCode: Int32
    }

    /// Runs `arguments` in `folder`, watching `watched` for a temporary file.
    static func run(
      _ arguments: [String], in folder: URL, watching watched: URL, signal: Int32
    ) throws -> Outcome {
      let notifier = inotify_init1(Int32(IN_CLOEXEC))
      guard notifier >= 0 else { throw POSIXError(.EIO) }
      defer { close(notifier) }
      guard inotify_add_watch(notifier, watched.path, UInt32(IN_CREATE)) >= 0 else {
        throw POSIXError(.ENOENT)
      }
      let process = Process()
      process.executableURL = CLIRunner.productsDirectory.appendingPathComponent("headless-table")
      process.arguments = arguments
      process.currentDirectoryURL = folder
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let pid = process.processIdentifier
      // The run at the lowest priority, so that on a busy machine this thread wakes up to the
      // new file before the run has finished writing it.
      setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pid), 19)
      var signalled = false
      var buffer = [UInt8](repeating: 0, count: 4_096)
      var watch = pollfd(fd: notifier, events: Int16(POLLIN), revents: 0)
      let deadline = Date().addingTimeInterval(60)
      while !signalled, process.isRunning, Date() < deadline {
        // A short wait, so that a run that ends between two files is noticed.
        guard poll(&watch, 1, 50) > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { read(notifier, $0.baseAddress, 4_096) }
        guard count > 0 else { break }
        for name in Self.names(in: buffer[..<count]) where name.hasSuffix(".tmp") {
          kill(pid, SIGSTOP)
          let path = watched.appendingPathComponent(name).path
          if FileManager.default.fileExists(atPath: path) {
            kill(pid, signal)
            signalled = true
          }
          kill(pid, SIGCONT)
          if signalled { break }
        }
      }
      process.waitUntilExit()
      let ended = process.terminationReason == .uncaughtSignal
      return Outcome(
        signalledDuringWrite: signalled, endingSignal: ended ? process.terminationStatus : nil,
        exitCode: process.terminationStatus)
    }

    /// The file names in a buffer of inotify events.
    private static func names(in bytes: ArraySlice<UInt8>) -> [String] {
      var names: [String] = []
      var offset = bytes.startIndex
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= bytes.endIndex {
        let length = bytes[(offset + 12)..<(offset + 16)].withUnsafeBytes {
          Int($0.loadUnaligned(as: UInt32.self))
        }
        let name = bytes[(offset + header)..<min(bytes.endIndex, offset + header + length)]
        names.append(String(decoding: name.prefix { $0 != 0 }, as: UTF8.self))
        offset += header + length
      }
      return names
    }
  }
#endif
