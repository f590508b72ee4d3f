import Foundation
import HeadlessRender
import ListKit

/// Reads the files a scenario or a golden names, with a reason a person can act on when one
/// cannot be read: no such file, a folder or a device where a file belongs, or the system's
/// own reason (`Permission denied`).
///
/// A regular file or a pipe is read to its end (`render <(generate-scenario)` works); a
/// folder, a device or a socket is refused before it is opened, since `/dev/zero` never ends
/// and a terminal waits for typing.
package enum FileReader {
  /// Why a path cannot be read as a file.
  package enum Failure: Error, Hashable {
    /// Nothing is at the path.
    case missing
    /// Something other than a file is there; `kind` names it, e.g. "a folder".
    case notAFile(kind: String)
    /// The file is there but the system refused it; `reason` is its message.
    case unreadable(reason: String)
  }

  /// Checks that `path` names a file, or a pipe unless `acceptingPipes` is false, following
  /// symbolic links.
  package static func check(_ path: String, acceptingPipes: Bool = true) throws(Failure) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let number = errno
      if number == ENOENT || number == ENOTDIR { throw .missing }
      throw .unreadable(reason: String(cString: strerror(number)))
    }
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

  /// The bytes of the file at `path`, or of the pipe unless `acceptingPipes` is false.
  package static func read(_ path: String, acceptingPipes: Bool = true) throws(Failure) -> Data {
    try check(path, acceptingPipes: acceptingPipes)
    // Foundation's read is the fast path; only a failure opens the file again for its reason.
    if let data = FileManager.default.contents(atPath: path) { return data }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      let number = errno
      if number == ENOENT { throw .missing }
      throw .unreadable(reason: String(cString: strerror(number)))
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      return try handle.readToEnd() ?? Data()
    } catch {
      throw .unreadable(reason: reason(for: error))
    }
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
}
