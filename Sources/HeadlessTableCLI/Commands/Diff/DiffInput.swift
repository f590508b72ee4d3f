import Foundation
import HeadlessRender
import JSONParsing
import ListKit

/// Reads the `diff` command's input files: an array of sections of string items.
enum DiffInput {
  /// One row: an identity and a content compared for changes.
  struct Item: Identifiable, Equatable, Sendable {
    var id: String
    var content: String
  }

  /// The sections in the file at `path`, or a ``CLIError`` naming the file and the problem.
  static func load(_ path: String) throws -> [Section<String, Item>] {
    let data: Data
    do {
      data = try FileReader.read(path)
    } catch {
      switch error {
      case .missing: throw CLIError.usage("\(path): cannot read the file")
      case .notAFile(let kind):
        throw CLIError.usage("\(path): cannot read the file: it is \(kind)")
      case .unreadable(let reason): throw CLIError.usage("\(path): cannot read the file: \(reason)")
      }
    }
    let json: JSONValue
    do {
      // Duplicate keys pass, the last one winning, as they did with JSONSerialization.
      json = try JSONParser.parse(
        Array(data), options: JSONParser.Options(rejectsDuplicateKeys: false))
    } catch {
      throw CLIError.usage(
        "\(path): not valid JSON: line \(error.tokenStart.line),"
          + " column \(error.tokenStart.column): \(error.description)")
    }
    do {
      return try sections(from: json)
    } catch let problem as ShapeProblem {
      throw CLIError.usage("\(path): \(problem.path): \(problem.expected)")
    }
  }

  /// Where the shape is wrong (`[1].items[0].id`) and what was expected there.
  struct ShapeProblem: Error {
    var path: String
    var expected: String
  }

  private static func sections(from json: JSONValue) throws -> [Section<String, Item>] {
    guard case .array(let array) = json else {
      throw ShapeProblem(path: "top level", expected: "expected an array of sections")
    }
    return try array.enumerated().map { index, element in
      let path = "[\(index)]"
      guard case .object(let object) = element else {
        throw ShapeProblem(path: path, expected: "expected an object")
      }
      let id = try string(value(object, "id"), at: path + ".id")
      let title = try value(object, "title").map { try string($0, at: path + ".title") }
      guard case .array(let items)? = value(object, "items") else {
        throw ShapeProblem(path: path + ".items", expected: "expected an array of items")
      }
      return Section(
        id: id, title: title,
        items: try items.enumerated().map { row, element in
          let itemPath = "\(path).items[\(row)]"
          guard case .object(let item) = element else {
            throw ShapeProblem(path: itemPath, expected: "expected an object")
          }
          return Item(
            id: try string(value(item, "id"), at: itemPath + ".id"),
            content: try string(value(item, "content"), at: itemPath + ".content"))
        })
    }
  }

  /// The value of the last member named `key`, as a dictionary built from the members holds.
  private static func value(_ members: [JSONValue.Member], _ key: String) -> JSONValue? {
    members.last { $0.key == key }?.value
  }

  private static func string(_ value: JSONValue?, at path: String) throws -> String {
    guard let value else { throw ShapeProblem(path: path, expected: "missing") }
    guard case .string(let string) = value else {
      throw ShapeProblem(path: path, expected: "expected a string")
    }
    return string
  }
}
