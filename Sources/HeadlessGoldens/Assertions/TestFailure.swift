import Foundation
// Weakly linked: command-line tools link this module to verify goldens, and on Apple platforms
// the test frameworks are not on a tool's load path. Nothing here runs outside a test.
@_weakLinked import Testing
@_weakLinked import XCTest

/// Reports an assertion's failure to the test framework running it, chosen at run time: a
/// Swift Testing issue when a Swift Testing test is running, else an XCTest failure, as
/// swift-snapshot-testing does. One assertion function then serves both frameworks.
package enum TestFailure {
  /// Records `message` as a failure at `site`.
  package static func record(_ message: String, at site: AssertionSite) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line),
          column: Int(site.column)))
    } else {
      XCTFail(message, file: site.filePath, line: site.line)
    }
  }

  /// The name of the running test, without its parameter list: Swift Testing's test, or for
  /// XCTest the enclosing function at `site` (a test method, `testEmptyList`).
  package static func testName(at site: AssertionSite) -> String {
    // A helper's #function is the helper's name; a Swift Testing test knows its own.
    GoldenLocation.testName(fromFunction: Test.current?.name ?? "\(site.function)")
  }

  /// Whether the running test is a parameterized Swift Testing test, whose cases share one
  /// name.
  package static var isParameterizedTestRunning: Bool {
    Test.current?.isParameterized == true
  }
}
