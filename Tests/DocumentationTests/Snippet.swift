import Foundation

/// A fenced code block of a Markdown file that names, in the comment line above it, the file it
/// is taken from: `<!-- snippet: Examples/Contacts/Sources/ContactsExample/Contact.swift -->`.
struct Snippet: CustomStringConvertible {
  /// The Markdown file, relative to the package root.
  var document: String
  /// The line of the opening fence, counted from 1.
  var line: Int
  /// The fence's language, e.g. `swift`; empty for a block of plain text.
  var language: String
  /// How far the fence is indented (inside a list item), which every line of the block is too.
  var indent: Int
  /// The block's lines, without the fences.
  var lines: [String]
  /// The file it is taken from, relative to the package root; nil for a block without a
  /// marker.
  var source: String?

  var description: String { "\(document):\(line)" }

  /// Every fenced block of `text`, each with the source its marker names.
  static func all(in text: String, document: String) -> [Snippet] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var snippets: [Snippet] = []
    var index = 0
    while index < lines.count {
      let fence = lines[index].trimmingCharacters(in: .whitespaces)
      guard fence.hasPrefix("```") else {
        index += 1
        continue
      }
      let start = index
      var body: [String] = []
      index += 1
      while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
        body.append(lines[index])
        index += 1
      }
      index += 1
      let marker = start > 0 ? lines[start - 1].trimmingCharacters(in: .whitespaces) : ""
      snippets.append(
        Snippet(
          document: document, line: start + 1, language: String(fence.dropFirst(3)),
          indent: lines[start].prefix { $0 == " " }.count, lines: body,
          source: source(namedBy: marker)))
    }
    return snippets
  }

  /// The path in `<!-- snippet: PATH -->`, or nil for any other line.
  private static func source(namedBy line: String) -> String? {
    let prefix = "<!-- snippet: "
    let suffix = " -->"
    guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return nil }
    return String(line.dropFirst(prefix.count).dropLast(suffix.count))
  }

  /// The block's lines cut where a line says `// …` (a part left out), the cut lines dropped.
  var parts: [[String]] {
    var parts: [[String]] = [[]]
    for line in lines {
      if line.trimmingCharacters(in: .whitespaces) == "// …" {
        parts.append([])
      } else {
        parts[parts.count - 1].append(line)
      }
    }
    return parts.filter { !$0.isEmpty }
  }

  /// Whether every part of the block appears in `source`, line for line and in order: for
  /// plain text (a golden), exactly, once the fence's indentation is taken off; for code
  /// (Swift, JSON), modulo indentation and with the source's doc comments (`///`) left out,
  /// as the articles show code.
  func appears(in source: String) -> Bool {
    var haystack = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0)
    }
    var parts = self.parts
    if language.isEmpty {
      parts = parts.map { $0.map { String($0.dropFirst(indent)) } }
    } else {
      haystack = haystack.map(Self.trimmed).filter { !$0.hasPrefix("///") }
      parts = parts.map { $0.map(Self.trimmed) }
    }
    var from = 0
    for part in parts {
      guard let found = Self.firstRange(of: part, in: haystack, from: from) else { return false }
      from = found + part.count
    }
    return true
  }

  private static func trimmed(_ line: String) -> String {
    line.trimmingCharacters(in: .whitespaces)
  }

  /// Where `needle` starts in `haystack` as consecutive lines, at or after `from`.
  private static func firstRange(of needle: [String], in haystack: [String], from: Int) -> Int? {
    guard needle.count <= haystack.count - from else { return nil }
    return (from...(haystack.count - needle.count)).first { start in
      needle.indices.allSatisfy { haystack[start + $0] == needle[$0] }
    }
  }
}
