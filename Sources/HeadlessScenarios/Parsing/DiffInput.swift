import Foundation
import HeadlessGoldens
import JSONParsing
import ListKit

/// Reads the `diff` command's input files: an array of sections of string items.
///
/// Identifiers and contents are Swift strings, compared by canonical equivalence as
/// `String`'s `Hashable` and `Equatable` compare them, which is what a diffable data source
/// with `String` identifiers sees: `"\u{E9}"` and `"e\u{301}"` are one identifier.
package enum DiffInput {
  /// The most bytes an input file may hold: 16 MiB.
  package static let maximumFileSize = 16 << 20

  /// One row: an identity and a content compared for changes.
  package struct Item: Identifiable, Equatable, Sendable {
    /// The row's identity.
    package var id: String
    /// What is compared to tell a changed row.
    package var content: String

    /// Creates a row.
    package init(id: String, content: String) {
      self.id = id
      self.content = content
    }
  }

  /// A file that is not a diff input, with the file and the problem in its message.
  package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// `<path>: <problem>`.
    package var description: String
  }

  /// The sections in the file at `path`, or a ``Failure`` naming the file and the problem.
  package static func load(_ path: String) throws(Failure) -> [ListSection<String, Item>] {
    let data: Data
    do {
      // A pipe is accepted (`diff <(...) <(...)`); a device is not.
      data = try FileReader.read(path, limit: maximumFileSize, acceptingPipes: true)
    } catch {
      switch error {
      case .missing: throw Failure(description: "\(path): cannot read the file")
      case .notAFile(let kind):
        throw Failure(description: "\(path): cannot read the file: it is \(kind)")
      case .unreadable(let reason):
        throw Failure(description: "\(path): cannot read the file: \(reason)")
      case .tooLarge(let limit):
        throw Failure(
          description: "\(path): the file is larger than \(FileReader.size(limit)), "
            + "the most a diff input may hold")
      case .outside:
        throw Failure(description: "\(path): cannot read the file")
      }
    }
    let json: JSONValue
    do {
      // A key written twice is refused, as a scenario refuses it: which of the two a reader
      // takes is a guess the file should not leave to it.
      json = try JSONParser.parse(Array(data))
    } catch {
      throw Failure(
        description:
          "\(path): not valid JSON: line \(error.tokenStart.line),"
          + " column \(error.tokenStart.column): \(error.description)")
    }
    do {
      return try sections(from: json)
    } catch {
      throw Failure(description: "\(path): \(error.path): \(error.expected)")
    }
  }

  /// Where the shape is wrong (`[1].items[0].id`) and what was expected there.
  struct ShapeError: Error {
    var path: String
    var expected: String
  }

  private static func sections(from json: JSONValue) throws(ShapeError) -> [ListSection<
    String, Item
  >] {
    guard case .array(let array) = json else {
      throw ShapeError(path: "top level", expected: "expected an array of sections")
    }
    var sections: [ListSection<String, Item>] = []
    for (index, element) in array.enumerated() {
      let path = "[\(index)]"
      guard case .object(let object) = element else {
        throw ShapeError(path: path, expected: "expected an object")
      }
      let id = try string(value(object, "id"), at: path + ".id")
      let title = try value(object, "title").map { (title) throws(ShapeError) in
        try string(title, at: path + ".title")
      }
      guard case .array(let elements)? = value(object, "items") else {
        throw ShapeError(path: path + ".items", expected: "expected an array of items")
      }
      var items: [Item] = []
      for (row, element) in elements.enumerated() {
        let itemPath = "\(path).items[\(row)]"
        guard case .object(let item) = element else {
          throw ShapeError(path: itemPath, expected: "expected an object")
        }
        items.append(
          Item(
            id: try string(value(item, "id"), at: itemPath + ".id"),
            content: try string(value(item, "content"), at: itemPath + ".content")))
      }
      sections.append(ListSection(id: id, title: title, items: items))
    }
    return sections
  }

  /// The value of the member named `key` (the parser refuses an object that has two).
  private static func value(_ members: [JSONValue.Member], _ key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  private static func string(_ value: JSONValue?, at path: String) throws(ShapeError)
    -> String
  {
    guard let value else { throw ShapeError(path: path, expected: "missing") }
    guard case .string(let string) = value else {
      throw ShapeError(path: path, expected: "expected a string")
    }
    return string
  }
}
