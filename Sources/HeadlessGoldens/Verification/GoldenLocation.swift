import Foundation
import HeadlessRender
import ListKit

/// Where the golden assertions that take no path keep a test's goldens: beside the test file,
/// as swift-snapshot-testing keeps its `__Snapshots__`.
///
/// ```
/// Tests/ContactsTests/ContactsScreenTests.swift
/// Tests/ContactsTests/__Goldens__/ContactsScreenTests/favouritingMovesTheRow.1.txt
/// Tests/ContactsTests/__Goldens__/ContactsScreenTests/favouritingMovesTheRow.2.txt
/// Tests/ContactsTests/__Goldens__/ContactsScreenTests/favouritingMovesTheRow.narrow.txt
/// ```
///
/// The folder is `__Goldens__/<test file name without .swift>`; the file is
/// `<test name>.<identifier>.txt`, where the test name is the test function's name without its
/// parameter list, and the identifier is the assertion's number within the test (1, 2, ...,
/// counting unnamed assertions only) or the name the assertion was given. Characters other
/// than ASCII letters, digits, `-` and `_` become `-`.
package enum GoldenLocation {
  /// The folder beside the test file that holds its goldens.
  package static let folderName = "__Goldens__"

  /// The golden of the assertion `identifier` in the test `testName`, declared in the file at
  /// `testFile` (a `#filePath`), kept in `directory` (nil for `__Goldens__` beside the file).
  package static func url(
    testFile: String, directory: URL? = nil, testName: String, identifier: String
  ) -> URL {
    let file = URL(fileURLWithPath: testFile)
    let goldens = directory ?? file.deletingLastPathComponent().appendingPathComponent(folderName)
    return goldens.appendingPathComponent(file.deletingPathExtension().lastPathComponent)
      .appendingPathComponent("\(sanitized(testName)).\(sanitized(identifier)).txt")
  }

  /// The golden of the next assertion in the test `testName`: named `name`, or numbered after
  /// the test's earlier unnamed assertions, counted by ``GoldenCounter/shared``.
  package static func nextURL(
    testFile: String, directory: URL?, testName: String, name: String?
  ) -> URL {
    if let name {
      return url(testFile: testFile, directory: directory, testName: testName, identifier: name)
    }
    let key = url(testFile: testFile, directory: directory, testName: testName, identifier: "")
    let number = GoldenCounter.shared.next(for: key.path)
    return url(
      testFile: testFile, directory: directory, testName: testName, identifier: "\(number)")
  }

  /// The test's name as a file name: `favouritingMovesTheRow()` becomes
  /// `favouritingMovesTheRow`, `testEmpty()` becomes `testEmpty`.
  package static func testName(fromFunction function: String) -> String {
    String(function.prefix { $0 != "(" })
  }

  /// `name` with every run of characters other than ASCII letters, digits, `-` and `_`
  /// replaced by one `-`, and no `-` at either end.
  package static func sanitized(_ name: String) -> String {
    var result = ""
    for character in name {
      let isKept =
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
      if isKept || character == "-" {
        result.append(character)
      } else if !result.isEmpty, result.last != "-" {
        result.append("-")
      }
    }
    while result.last == "-" { result.removeLast() }
    return result
  }
}
