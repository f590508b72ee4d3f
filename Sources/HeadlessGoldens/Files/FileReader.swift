import Foundation
import HeadlessRender
import ListKit

/// Reads the files a scenario or a golden names, with a reason a person can act on when one
/// cannot be read: no such file, a folder or a device where a file belongs, a file larger than
/// its limit, a path that leads outside its folder, or the system's own reason
/// (`Permission denied`).
///
/// What is at the path is checked before it is opened, and again on the open file: a regular
/// file is read, up to `limit` bytes; a pipe only when the caller accepts one
/// (`render <(generate-scenario)` works), read up to the same limit; a folder, a device or a
/// socket never, since `/dev/zero` never ends and a terminal or a pipe nobody writes waits
/// forever. Nothing is read past the limit, so the memory a read takes is bounded by it.
package enum FileReader {
  /// Why a path cannot be read as a file.
  package enum Failure: Error, Hashable {
    /// Nothing is at the path.
    case missing
    /// Something other than a file is there; `kind` names it, e.g. "a folder".
    case notAFile(kind: String)
    /// The file is there but the system refused it; `reason` is its message.
    case unreadable(reason: String)
    /// The file holds more than `limit` bytes.
    case tooLarge(limit: Int)
    /// The path, symbolic links resolved, lies outside the folder it must stay in.
    case outside
  }

  /// Checks that `path` names a regular file of at most `limit` bytes (or a pipe, when
  /// `acceptingPipes`), inside `boundary` when one is given, without opening it; returns the
  /// path to open: with its symbolic links resolved when there is a boundary, else as given.
  @discardableResult
  package static func check(
    _ path: String, limit: Int, acceptingPipes: Bool = false, inside boundary: FileBoundary? = nil
  ) throws(Failure) -> String {
    let target = try boundary?.resolve(path) ?? path
    var info = stat()
    guard stat(target, &info) == 0 else { throw failure(errno) }
    try checkKind(of: info, acceptingPipes: acceptingPipes)
    if isRegular(info), Int(info.st_size) > limit { throw .tooLarge(limit: limit) }
    return target
  }

  /// The bytes of the file at `path`: a regular file of at most `limit` bytes (or a pipe, when
  /// `acceptingPipes`, of at most `limit` bytes before its end), inside `boundary` when one is
  /// given.
  ///
  /// - Complexity: O(n) time and memory for a file of n bytes, never more than `limit`.
  package static func read(
    _ path: String, limit: Int, acceptingPipes: Bool = false, inside boundary: FileBoundary? = nil
  ) throws(Failure) -> Data {
    let target = try check(path, limit: limit, acceptingPipes: acceptingPipes, inside: boundary)
    // Non-blocking, so that a pipe swapped in after the check cannot hold the open; a resolved
    // path is opened without following a link swapped in after it was resolved.
    let noFollow = boundary == nil ? 0 : O_NOFOLLOW
    let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC | noFollow)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure(errno) }
    try checkKind(of: info, acceptingPipes: acceptingPipes)
    if isRegular(info) {
      if Int(info.st_size) > limit { throw .tooLarge(limit: limit) }
    } else {
      // A pipe the caller accepts is read as it is written.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    return try readToEnd(
      descriptor, limit: limit, expecting: isRegular(info) ? Int(info.st_size) : 0)
  }

  /// `bytes` in words: `4 MiB` for a whole number of mebibytes, else `100 bytes`.
  package static func size(_ bytes: Int) -> String {
    let mebibyte = 1 << 20
    if bytes >= mebibyte, bytes % mebibyte == 0 { return "\(bytes / mebibyte) MiB" }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }

  /// The system's message for a failed file operation: `strerror` of the POSIX error beneath
  /// Foundation's, which on Linux says only "The operation could not be completed".
  package static func reason(for error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
    if let posix = underlying as? POSIXError {
      return String(cString: strerror(posix.code.rawValue))
    }
    if let underlying = underlying as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }

  /// The failure for the `errno` of a failed `stat`, `open` or `read`.
  static func failure(_ number: Int32) -> Failure {
    if number == ENOENT || number == ENOTDIR { return .missing }
    return .unreadable(reason: String(cString: strerror(number)))
  }

  private static func isRegular(_ info: stat) -> Bool {
    info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG)
  }

  private static func checkKind(of info: stat, acceptingPipes: Bool) throws(Failure) {
    switch info.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): return
    case mode_t(S_IFIFO): if !acceptingPipes { throw .notAFile(kind: "a pipe") }
    case mode_t(S_IFDIR): throw .notAFile(kind: "a folder")
    case mode_t(S_IFCHR): throw .notAFile(kind: "a character device")
    case mode_t(S_IFBLK): throw .notAFile(kind: "a block device")
    case mode_t(S_IFSOCK): throw .notAFile(kind: "a socket")
    default: throw .notAFile(kind: "a special file")
    }
  }

  /// Everything `descriptor` reads until its end, refused once it passes `limit` bytes.
  private static func readToEnd(_ descriptor: Int32, limit: Int, expecting size: Int)
    throws(Failure) -> Data
  {
    var data = Data(capacity: size)
    let chunk = 1 << 16
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, chunk) }
      if count == 0 { return data }
      guard count > 0 else {
        if errno == EINTR { continue }
        throw .unreadable(reason: String(cString: strerror(errno)))
      }
      guard data.count + count <= limit else { throw .tooLarge(limit: limit) }
      data.append(contentsOf: buffer[..<count])
    }
  }
}

/// `read(2)`, which a static method named `read` would hide inside ``FileReader``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
