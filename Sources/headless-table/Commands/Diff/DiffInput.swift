import Foundation
import ViewModels

/// Reads the `diff` command's input files: an array of sections of string items.
enum DiffInput {
  /// One row: an identity and a content compared for changes.
  struct Item: Identifiable, Equatable, Sendable {
    var id: String
    var content: String
  }

  /// The sections in the file at `path`, or a ``CLIError`` naming the file and the problem.
  static func load(_ path: String) throws -> [Section<String, Item>] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError.usage("\(path): cannot read the file")
    }
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw CLIError.usage("\(path): not valid JSON: \(jsonProblem(error, in: data))")
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

  private static func sections(from json: Any) throws -> [Section<String, Item>] {
    guard let array = json as? [Any] else {
      throw ShapeProblem(path: "top level", expected: "expected an array of sections")
    }
    return try array.enumerated().map { index, element in
      let path = "[\(index)]"
      guard let object = element as? [String: Any] else {
        throw ShapeProblem(path: path, expected: "expected an object")
      }
      let id = try string(object["id"], at: path + ".id")
      let title = try object["title"].map { try string($0, at: path + ".title") }
      guard let items = object["items"] as? [Any] else {
        throw ShapeProblem(path: path + ".items", expected: "expected an array of items")
      }
      return Section(
        id: id, title: title,
        items: try items.enumerated().map { row, element in
          let itemPath = "\(path).items[\(row)]"
          guard let item = element as? [String: Any] else {
            throw ShapeProblem(path: itemPath, expected: "expected an object")
          }
          return Item(
            id: try string(item["id"], at: itemPath + ".id"),
            content: try string(item["content"], at: itemPath + ".content"))
        })
    }
  }

  private static func string(_ value: Any?, at path: String) throws -> String {
    guard let value else { throw ShapeProblem(path: path, expected: "missing") }
    // NSNumber bridges to String on some platforms; only real strings count.
    guard let string = value as? String, !(value is NSNumber) else {
      throw ShapeProblem(path: path, expected: "expected a string")
    }
    return string
  }

  /// The parser's own description, with the line and column of the character it names
  /// (Foundation on Linux reports only a character offset).
  private static func jsonProblem(_ error: Error, in data: Data) -> String {
    let nsError = error as NSError
    let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String
    let message = detail ?? nsError.localizedDescription
    guard let range = message.range(of: "around character "),
      let offset = Int(message[range.upperBound...].prefix { $0.isNumber }),
      offset <= data.count
    else { return message }
    let before = data.prefix(offset)
    let line = before.count { $0 == UInt8(ascii: "\n") } + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return "line \(line), column \(offset - lineStart + 1): \(message)"
  }
}
