import Foundation

/// Finds where Swift test sources read ``StressMode`` (or the environment variables behind it),
/// and which of those reads are outside a suite tagged `.stress`.
///
/// A read counts in code and in string interpolations, not in comments or plain strings. It
/// belongs to the top-level type around it, or to the type an extension around it extends; that
/// type must be declared `@Suite(.tags(.stress))` (among other traits) in one of the sources.
/// `StressMode`'s own declaration reads the environment.
struct StressReadScan {
  /// A test source: its path, for messages, and its text.
  struct Source {
    var path: String
    var text: String
  }

  /// A read and where it is.
  struct Read: Equatable, CustomStringConvertible {
    var path: String
    var line: Int
    /// The type the read belongs to; nil outside any type.
    var type: String?

    var description: String { "\(path):\(line) in \(type ?? "no type")" }
  }

  /// Every read of `StressMode` and of its environment variables, outside `StressMode` itself.
  private(set) var reads: [Read] = []
  /// The types declared with `@Suite` and the `.stress` tag.
  private(set) var taggedSuites: Set<String> = []

  /// The reads outside a suite tagged `.stress`.
  var untaggedReads: [Read] {
    reads.filter { $0.type.map { !taggedSuites.contains($0) } ?? true }
  }

  init(_ sources: [Source]) {
    // A file that names none of these has no read and no tagged suite; most files are such,
    // and skipping them keeps the scan quick in a debug build.
    let relevant = sources.filter { source in
      ["StressMode", "HEADLESS_TABLE_", "stress"].contains { source.text.contains($0) }
    }
    for source in relevant {
      let code = Self.blankingCommentsAndStrings(in: source.text, keepingStrings: false)
      let codeAndStrings = Self.blankingCommentsAndStrings(in: source.text, keepingStrings: true)
      let declarations = Self.topLevelDeclarations(in: code)
      for declaration in declarations where declaration.isTaggedSuite {
        if let name = declaration.name { taggedSuites.insert(name) }
      }
      // `StressMode.` in code; the variables' names in code or strings.
      let offsets =
        Self.offsets(of: #/\bStressMode\s*\./#, in: code)
        + Self.offsets(of: #/HEADLESS_TABLE_(STRESS|FUZZ_SECONDS)\b/#, in: codeAndStrings)
      for offset in offsets.sorted() {
        let type = declarations.first { $0.body.contains(offset) }?.name ?? nil
        guard type != "StressMode" else { continue }
        let line = 1 + code.utf8.prefix(offset).count { $0 == UInt8(ascii: "\n") }
        reads.append(Read(path: source.path, line: line, type: type))
      }
    }
  }

  /// A type, extension or function declared at the top level of a file.
  private struct Declaration {
    /// The declared or extended type's name; nil for anything else (a function).
    var name: String?
    /// Whether its attributes hold `@Suite` and a `.tags(...)` trait that names `.stress`.
    var isTaggedSuite: Bool
    /// Its braces' UTF-8 offsets.
    var body: ClosedRange<Int>
  }

  private static func topLevelDeclarations(in code: String) -> [Declaration] {
    var declarations: [Declaration] = []
    var depth = 0
    var headStart = code.utf8.startIndex
    var bodyStart = 0
    var head = ""
    for (offset, index) in zip(0..., code.utf8.indices) {
      switch code.utf8[index] {
      case UInt8(ascii: "{"):
        if depth == 0 {
          head = String(code[headStart..<index])
          bodyStart = offset
        }
        depth += 1
      case UInt8(ascii: "}") where depth > 0:
        depth -= 1
        guard depth == 0 else { continue }
        declarations.append(declaration(head: head, body: bodyStart...offset))
        headStart = code.utf8.index(after: index)
      default:
        continue
      }
    }
    return declarations
  }

  /// The declaration whose head (what stands between the previous top-level braces and its
  /// own) is `head`: the last type keyword and name in it, and its attributes.
  private static func declaration(head: String, body: ClosedRange<Int>) -> Declaration {
    let keyword = #/\b(struct|class|enum|actor|extension|protocol)\s+([A-Za-z_][A-Za-z0-9_]*)/#
    guard let match = head.matches(of: keyword).last else {
      return Declaration(name: nil, isTaggedSuite: false, body: body)
    }
    let attributes = head[..<match.range.lowerBound]
    let isSuite = match.output.1 != "extension" && attributes.contains("@Suite")
    let tagged = attributes.contains(#/\.tags\([^)]*\bstress\b/#)
    return Declaration(
      name: String(match.output.2), isTaggedSuite: isSuite && tagged, body: body)
  }

  private static func offsets(of pattern: some RegexComponent, in text: String) -> [Int] {
    text.matches(of: pattern).map {
      text.utf8.distance(from: text.startIndex, to: $0.range.lowerBound)
    }
  }

  /// `text` with comments, and string literals unless `keepingStrings`, turned into spaces
  /// (line breaks kept, so offsets and line numbers stay); string interpolations stay code.
  static func blankingCommentsAndStrings(in text: String, keepingStrings: Bool) -> String {
    enum Context {
      /// Code; inside an interpolation, with the parentheses opened since it began.
      case code(openParentheses: Int)
      case string(isMultiline: Bool, hashes: Int)
    }
    let bytes = Array(text.utf8)
    var output = bytes
    var stack: [Context] = [.code(openParentheses: 0)]
    var index = 0
    func blank(_ range: Range<Int>) {
      for position in range where bytes[position] != UInt8(ascii: "\n") {
        output[position] = UInt8(ascii: " ")
      }
    }
    func starts(with prefix: String, at position: Int) -> Bool {
      bytes[position...].starts(with: prefix.utf8)
    }
    while index < bytes.count {
      switch stack[stack.count - 1] {
      case .code(let open):
        let byte = bytes[index]
        // Most bytes start nothing.
        guard "/#\"()".utf8.contains(byte) else {
          index += 1
          continue
        }
        let hashes = bytes[index...].prefix { $0 == UInt8(ascii: "#") }.count
        if starts(with: "//", at: index) {
          let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
          blank(index..<end)
          index = end
        } else if starts(with: "/*", at: index) {
          var nesting = 0
          var end = index
          repeat {
            if starts(with: "/*", at: end) {
              nesting += 1
              end += 2
            } else if starts(with: "*/", at: end) {
              nesting -= 1
              end += 2
            } else {
              end += 1
            }
          } while nesting > 0 && end < bytes.count
          blank(index..<end)
          index = end
        } else if starts(with: "\"", at: index + hashes) {
          let isMultiline = starts(with: "\"\"\"", at: index + hashes)
          let end = index + hashes + (isMultiline ? 3 : 1)
          blank(index..<end)
          stack.append(.string(isMultiline: isMultiline, hashes: hashes))
          index = end
        } else if stack.count > 1, bytes[index] == UInt8(ascii: "(") {
          stack[stack.count - 1] = .code(openParentheses: open + 1)
          index += 1
        } else if stack.count > 1, bytes[index] == UInt8(ascii: ")") {
          if open == 0 {
            blank(index..<index + 1)
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .code(openParentheses: open - 1)
          }
          index += 1
        } else {
          index += 1
        }
      case .string(let isMultiline, let hashes):
        guard bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "\\") else {
          if !keepingStrings { blank(index..<index + 1) }
          index += 1
          continue
        }
        let delimiter = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        if starts(with: delimiter, at: index) {
          blank(index..<index + delimiter.utf8.count)
          stack.removeLast()
          index += delimiter.utf8.count
        } else if starts(with: escape + "(", at: index) {
          blank(index..<index + escape.utf8.count + 1)
          stack.append(.code(openParentheses: 0))
          index += escape.utf8.count + 1
        } else {
          // An escape sequence is skipped whole, so that `\"` ends nothing.
          let length = starts(with: escape, at: index) ? escape.utf8.count + 1 : 1
          let end = min(index + length, bytes.count)
          if !keepingStrings { blank(index..<end) }
          index = end
        }
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
