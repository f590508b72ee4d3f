import Foundation
import Testing

/// CONTRIBUTING's table of modules and what each imports is `Package.swift`'s graph, exactly.
@Suite struct ModuleGraphTests {
  /// Each row of the table under "| module | imports |": the module (without a note in
  /// parentheses) and the modules it names, none for "(Foundation only)" or "(nothing)".
  private func documentedGraph() throws -> [String: [String]] {
    let text = try SnippetTests.read("CONTRIBUTING.md")
    let lines = text.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex(of: "| module | imports |"))
    var graph: [String: [String]] = [:]
    for line in lines[(header + 2)...] {
      guard line.hasPrefix("| ") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let module = String(cells[0].prefix { $0 != " " })
      graph[module] =
        cells[1].hasPrefix("(")
        ? [] : cells[1].components(separatedBy: ", ")
    }
    return graph
  }

  /// Every target of `Package.swift` that is not a test or test support, with its
  /// dependencies, read from the manifest's text.
  private func declaredGraph() throws -> [String: [String]] {
    let manifest = try SnippetTests.read("Package.swift")
    // Each declaration runs from its opening to the next one.
    let openings = [".target(", ".executableTarget(", ".testTarget("]
    var declarations: [(kind: String, body: Substring)] = []
    var rest = manifest[...]
    while true {
      var nearest: (range: Range<String.Index>, kind: String)?
      for opening in openings {
        guard let range = rest.range(of: opening) else { continue }
        if nearest.map({ range.lowerBound < $0.range.lowerBound }) ?? true {
          nearest = (range, opening)
        }
      }
      guard let nearest else { break }
      if !declarations.isEmpty {
        declarations[declarations.count - 1].body = rest[..<nearest.range.lowerBound]
      }
      declarations.append((kind: nearest.kind, body: rest[nearest.range.upperBound...]))
      rest = rest[nearest.range.upperBound...]
    }
    var graph: [String: [String]] = [:]
    for (kind, body) in declarations where kind != ".testTarget(" {
      guard let name = quoted(after: "name: ", in: body), !body.contains("path: \"Tests/")
      else { continue }
      var dependencies: [String] = []
      if let list = body.range(of: "dependencies: [") {
        let inside = body[list.upperBound...].prefix { $0 != "]" }
        dependencies = inside.split(separator: "\"", omittingEmptySubsequences: false)
          .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
      }
      graph[name] = dependencies
    }
    return graph
  }

  private func quoted(after label: String, in text: Substring) -> String? {
    guard let start = text.range(of: label + "\"") else { return nil }
    return String(text[start.upperBound...].prefix { $0 != "\"" })
  }

  @Test func theDocumentedGraphIsThePackagesGraph() throws {
    let documented = try documentedGraph()
    let declared = try declaredGraph()
    #expect(declared.count >= 12)
    #expect(documented == declared)
  }
}
