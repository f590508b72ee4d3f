import Foundation
import HeadlessRender
import ListKit

/// Writes and removes files in one folder, never through a symbolic link: the folder is opened
/// without following one, and every file is created, renamed and removed relative to that open
/// folder, so that neither a linked folder nor a link swapped in later sends a write elsewhere.
///
/// A write is atomic: a temporary file (see ``TemporaryFiles``) created in the folder, then
/// renamed over the destination, so a reader never sees half a file and a failed write leaves
/// the old file whole.
struct FolderWriter: ~Copyable {
  /// Why a write or a removal did not happen.
  enum Failure: Error {
    /// The folder cannot be written into (it is read-only, a link, not a folder); `reason`
    /// says why.
    case folder(reason: String)
    /// The file itself cannot be written, moved into place or removed.
    case file(reason: String)
  }

  private let directory: Int32

  /// Opens `folder`, creating it and the folders above it when missing.
  init(_ folder: URL) throws(Failure) {
    let path = folder.standardizedFileURL.path
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) {
      throw .folder(reason: "it is a symbolic link, and goldens are never written through one")
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .folder(reason: FileReader.reason(for: error))
    }
    let directory = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard directory >= 0 else { throw .folder(reason: String(cString: strerror(errno))) }
    self.directory = directory
  }

  deinit {
    close(directory)
  }

  /// Writes the UTF-8 bytes of `text` as the file `name`, replacing what is there in one
  /// rename.
  func write(_ text: String, as name: String) throws(Failure) {
    let temporary = TemporaryFiles.newName()
    let slot = TemporaryFiles.writing(temporary, in: directory)
    defer { TemporaryFiles.finished(slot) }
    let file = openat(
      directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard file >= 0 else { throw .folder(reason: String(cString: strerror(errno))) }
    // The string's own bytes, not a copy of them: a golden may be large.
    var text = text
    let written = text.withUTF8 { bytes in Self.writeAll(UnsafeRawBufferPointer(bytes), to: file) }
    let closed = close(file) == 0 ? 0 : errno
    if let error = written ?? (closed == 0 ? nil : closed) {
      unlinkat(directory, temporary, 0)
      throw .file(reason: String(cString: strerror(error)))
    }
    guard renameat(directory, temporary, directory, name) == 0 else {
      let error = errno
      unlinkat(directory, temporary, 0)
      throw .file(reason: String(cString: strerror(error)))
    }
  }

  /// Removes the file `name` when it is a regular file; leaves anything else (a folder, a
  /// link, nothing) where it is.
  func removeFile(named name: String) throws(Failure) {
    var info = stat()
    guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
      info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG)
    else { return }
    guard unlinkat(directory, name, 0) == 0 || errno == ENOENT else {
      throw .file(reason: String(cString: strerror(errno)))
    }
  }

  /// Writes every byte, retrying short writes; the `errno` of a failure, or nil.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to file: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let count = systemWrite(file, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += count
    }
    return nil
  }
}

/// `write(2)`, which the method named `write` would hide inside ``FolderWriter``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
