/// Where an assertion was written, captured once by its default arguments: what a failure
/// points at, whichever test framework reports it, and what names the goldens of the test.
package struct AssertionSite: Sendable {
  /// `#fileID`: `Module/File.swift`.
  package var fileID: StaticString
  /// `#filePath`: the test file's full path, beside which its goldens live.
  package var filePath: StaticString
  /// `#function`: the enclosing function, the test's name for XCTest.
  package var function: StaticString
  /// `#line`.
  package var line: UInt
  /// `#column`.
  package var column: UInt

  /// Captures a site.
  package init(
    fileID: StaticString, filePath: StaticString, function: StaticString, line: UInt,
    column: UInt
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.function = function
    self.line = line
    self.column = column
  }
}
