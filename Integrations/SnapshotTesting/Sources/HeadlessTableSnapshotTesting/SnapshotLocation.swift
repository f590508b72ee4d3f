import HeadlessRender
import HeadlessTesting
import SnapshotTesting
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Where a snapshot assertion was written: where a screen that cannot be drawn is reported,
/// since swift-snapshot-testing gives a strategy no way to fail.
struct SnapshotLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// A strategy that draws a value with `draw`, on the main actor, and compares the text with
  /// swift-snapshot-testing's line diff; a drawing that throws fails the test here.
  @MainActor
  func strategy<Value>(
    _ draw: @escaping @MainActor (Value) throws(ScreenDrawingError) -> String
  ) -> Snapshotting<Value, String> {
    Snapshotting<String, String>.lines.pullback { value in
      // `assertSnapshot` draws synchronously, on the caller's actor: the main actor, since
      // making the strategy needed it.
      MainActor.assumeIsolated {
        text { () throws(ScreenDrawingError) in try draw(value) }
      }
    }
  }

  /// The text `draw` returns or, when it throws, a test failure here and the error's message
  /// as the text, so that the snapshot cannot match.
  func text(_ draw: () throws(ScreenDrawingError) -> String) -> String {
    do {
      return try draw()
    } catch {
      let message = "HeadlessTable could not draw the snapshot: \(error)"
      report(message)
      return message + "\n"
    }
  }

  /// Records `message` as a failure of the running test, Swift Testing's or XCTest's.
  private func report(_ message: String) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
      }
    #endif
    XCTFail(message, file: filePath, line: line)
  }
}
