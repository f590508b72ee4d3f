import Foundation
import HeadlessRender
import ListKit

/// The temporary files golden writes go through: their names, the ones this process is
/// writing (removed if SIGINT or SIGTERM ends it), and the stale ones an interrupted run left.
///
/// A temporary file is `.golden-<pid>-<16 hex digits>.tmp` in the golden's folder: 40 bytes at
/// most whatever the golden is called, so any golden name the file system takes can be
/// written; never `.txt`, so no golden is ever called that; and named after the process that
/// wrote it, so that a later run can tell a stale one (its process is gone) from one another
/// run is writing now.
package enum TemporaryFiles {
  /// The beginning of every temporary file's name.
  static let prefix = ".golden-"
  /// The end of every temporary file's name.
  static let suffix = ".tmp"

  /// A fresh temporary file name for this process.
  static func newName() -> String {
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    let digits = String(repeating: "0", count: 16 - random.count) + random
    return "\(prefix)\(getpid())-\(digits)\(suffix)"
  }

  /// The process that wrote the temporary file `name`, or nil when the name is not one.
  ///
  /// Also recognizes the names earlier versions used, `.<golden>.<UUID>.tmp`, which carry no
  /// process: 0 is returned for them, a process that never runs a write.
  static func writer(ofTemporaryFile name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(suffix), name.utf8.count <= 255 else { return nil }
    let body = name.dropFirst().dropLast(suffix.count)
    if body.hasPrefix(prefix.dropFirst()) {
      let parts = body.dropFirst(prefix.count - 1).split(separator: "-")
      guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, parts[1].utf8.count == 16,
        parts[1].utf8.allSatisfy({ isLowercaseHexDigit($0) })
      else { return nil }
      return pid
    }
    // `.<golden>.<UUID>.tmp`, as written before names were bounded.
    let uuidLength = 36
    guard body.utf8.count > uuidLength + 1 else { return nil }
    let uuid = body.suffix(uuidLength)
    guard body.dropLast(uuidLength).hasSuffix("."), UUID(uuidString: String(uuid)) != nil,
      uuid == uuid.uppercased()
    else { return nil }
    return 0
  }

  private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }

  /// Whether the process `pid` is running (0: no process).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard pid > 0 else { return false }
    return pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
  }

  // MARK: - Stale files

  private static let cleaned = Cleaned()

  private final class Cleaned: @unchecked Sendable {
    let lock = NSLock()
    var folders: Set<String> = []
  }

  /// Removes, once per process and folder, the temporary files in `folder` whose writer is no
  /// longer running: what a run killed in the middle of a write left. Only regular files with a
  /// temporary file's name are touched; anything else, and a folder that is a symbolic link,
  /// is left alone, and a file that cannot be removed is left for a later run.
  package static func removeStale(in folder: URL) {
    let path = folder.standardizedFileURL.path
    cleaned.lock.lock()
    let isNew = cleaned.folders.insert(path).inserted
    cleaned.lock.unlock()
    guard isNew else { return }
    let directory = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard directory >= 0 else { return }
    defer { close(directory) }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
    for name in names {
      guard let pid = writer(ofTemporaryFile: name), !isRunning(pid) else { continue }
      var info = stat()
      guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
        info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG)
      else { continue }
      _ = unlinkat(directory, name, 0)
    }
  }

  // MARK: - Files being written, for signals

  /// A slot: in use (Int32), the folder's descriptor (Int32), the name (NUL-terminated).
  private static let slotSize = pendingSlotSize
  private static let nameCapacity = pendingSlotSize - 8
  private static let slotCount = pendingSlotCount
  private static let slotLock = NSLock()
  private static let signalsInstalled = SignalsInstalled()

  private final class SignalsInstalled: @unchecked Sendable {
    let lock = NSLock()
    var isDone = false
  }

  /// Makes SIGINT and SIGTERM remove the temporary files this process is writing before it
  /// ends, as the signal would end it. For a process that owns its signals, such as a
  /// command-line tool; a test process keeps its own.
  package static func removeOnSignals() {
    signalsInstalled.lock.lock()
    defer { signalsInstalled.lock.unlock() }
    guard !signalsInstalled.isDone else { return }
    signalsInstalled.isDone = true
    // The handler may not allocate: the slots exist before it can run.
    _ = pendingSlots
    for number in [SIGINT, SIGTERM] { signal(number, removeWritesAndEnd) }
  }

  /// Marks `name` in the folder open as `directory` as being written; returns its slot for
  /// ``finished(_:)``, or nil when every slot is taken (the file is then not removed on a
  /// signal, only by a later run).
  static func writing(_ name: String, in directory: Int32) -> Int? {
    let bytes = Array(name.utf8)
    guard bytes.count < nameCapacity else { return nil }
    slotLock.lock()
    defer { slotLock.unlock() }
    for slot in 0..<slotCount {
      let base = pendingSlots + slot * slotSize
      guard base.load(as: Int32.self) == 0 else { continue }
      base.storeBytes(of: directory, toByteOffset: 4, as: Int32.self)
      let nameStart = base + 8
      nameStart.copyMemory(from: bytes, byteCount: bytes.count)
      nameStart.storeBytes(of: 0, toByteOffset: bytes.count, as: UInt8.self)
      base.storeBytes(of: 1, as: Int32.self)
      return slot
    }
    return nil
  }

  /// Marks the write in `slot` as over: renamed into place or removed.
  static func finished(_ slot: Int?) {
    guard let slot else { return }
    slotLock.lock()
    defer { slotLock.unlock() }
    (pendingSlots + slot * slotSize).storeBytes(of: 0, as: Int32.self)
  }

  /// What the signal handler does: `unlinkat` on every file being written, both
  /// async-signal-safe, with no lock (the process is ending).
  fileprivate static func removeWrites() {
    // Literals, not the lazily initialized constants: nothing here may take a lock.
    for slot in 0..<64 { removeWrite(inSlot: slot) }
  }

  /// Removes the file being written in `slot`, if one is: the signal handler's work for one
  /// slot, async-signal-safe.
  static func removeWrite(inSlot slot: Int) {
    let base = pendingSlots + slot * 72
    guard base.load(as: Int32.self) != 0 else { return }
    let directory = base.load(fromByteOffset: 4, as: Int32.self)
    _ = unlinkat(directory, (base + 8).assumingMemoryBound(to: CChar.self), 0)
  }
}

/// The slots of the files being written: allocated once, never freed, read by the signal
/// handler, which may not allocate or lock.
private nonisolated(unsafe) let pendingSlots: UnsafeMutableRawPointer = {
  let size = pendingSlotCount * pendingSlotSize
  let pointer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
  pointer.initializeMemory(as: UInt8.self, repeating: 0, count: size)
  return pointer
}()

/// How many files may be marked as being written at once, and the bytes of each one's slot
/// (the handler spells them as literals).
private let pendingSlotCount = 64
private let pendingSlotSize = 72

/// SIGINT's and SIGTERM's handler: removes the files being written, then ends the process as
/// the signal would have.
private func removeWritesAndEnd(_ number: Int32) {
  TemporaryFiles.removeWrites()
  signal(number, SIG_DFL)
  raise(number)
}
