import Foundation

/// The public surface a file importing only `HeadlessUIKit` reaches, as the compiler sees it:
/// read from the symbol graphs of HeadlessUIKit and of every module it loads, one line per
/// declaration, in the format of `Fixtures/UIKit/declarations.txt`.
///
/// A file that imports HeadlessUIKit sees HeadlessUIKit's own declarations, every member of the
/// types those name (HeadlessRender's UIKit-named types, whatever module the member is in), and
/// every public extension member any loaded module adds to a type it can see (Swift's and
/// Foundation's): Swift makes members of every loaded module visible, not only of the imported
/// one. Types the loaded modules declare under other names are not visible by name.
struct PublicSurface {
  /// The modules a file importing HeadlessUIKit loads, HeadlessUIKit first.
  static let modules = [
    "HeadlessUIKit", "HeadlessRender", "ListKit", "UIKitBatchRules", "Cassowary", "TextCanvas",
  ]

  /// Whether the surface here is the one the list records: Linux's. Where the Objective-C
  /// runtime and Core Graphics exist, `Selector` and `CGColor` are theirs, not HeadlessUIKit's,
  /// and the compiler needs the SDK; CI runs on Linux.
  static let isListedPlatform: Bool = {
    #if os(Linux)
      true
    #else
      false
    #endif
  }()

  /// One line per declaration, `Path.to.member | declaration`, sorted, without duplicates.
  let lines: [String]
  /// The names HeadlessUIKit declares.
  let headlessUIKitNames: Set<String>
  /// The UIKit-named types HeadlessRender declares at the top level.
  let uikitNamedTypesOfHeadlessRender: Set<String>

  /// What went wrong while reading the surface.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads the surface of the modules built beside the running test binary.
  static func read() throws -> PublicSurface {
    let build = try BuildProducts.locate()
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("uikit-surface-\(UUID().uuidString)")
    try? FileManager.default.removeItem(at: output)
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    for module in modules {
      try extract(module, from: build, into: output)
    }
    var graphs: [(file: String, graph: SymbolGraph)] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
    where file.hasSuffix(".symbols.json") {
      let data = try Data(contentsOf: output.appendingPathComponent(file))
      do {
        graphs.append((file, try JSONDecoder().decode(SymbolGraph.self, from: data)))
      } catch {
        throw Failure(description: "\(file): not a symbol graph this test reads: \(error)")
      }
    }
    let names = typeNames(of: graphs)
    return PublicSurface(
      lines: lines(of: graphs), headlessUIKitNames: names.headlessUIKit,
      uikitNamedTypesOfHeadlessRender: names.uikitNamedInHeadlessRender)
  }

  /// Runs `swift-symbolgraph-extract` for `module`.
  private static func extract(_ module: String, from build: BuildProducts, into output: URL) throws
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift-symbolgraph-extract", "-module-name", module, "-I", build.modules.path,
      "-target", build.triple, "-output-dir", output.path, "-minimum-access-level", "public",
      "-module-cache-path", output.appendingPathComponent("cache").path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "swift-symbolgraph-extract failed for \(module) (status "
          + "\(process.terminationStatus)): \(String(decoding: message, as: UTF8.self))")
    }
  }

  /// The lines of `graphs`: every symbol of HeadlessUIKit, every symbol under a type it
  /// names (HeadlessRender's types of those names), every extension member any module adds
  /// to a Swift or Foundation type, and one line per type for what it inherits from and
  /// conforms to.
  static func lines(of graphs: [(file: String, graph: SymbolGraph)]) -> [String] {
    var symbolsByID: [String: SymbolGraph.Symbol] = [:]
    for (_, graph) in graphs {
      for symbol in graph.symbols { symbolsByID[symbol.identifier.precise] = symbol }
    }
    let visibleNames = Set(
      graphs.filter { $0.file == "HeadlessUIKit.symbols.json" }
        .flatMap { $0.graph.symbols.compactMap(\.pathComponents.first) })
    var kept: [SymbolGraph.Symbol] = []
    for (file, graph) in graphs {
      let isExtensionGraph = file.contains("@")
      let isHeadlessUIKit = file == "HeadlessUIKit.symbols.json"
      for symbol in graph.symbols where isOwn(symbol) {
        guard let root = symbol.pathComponents.first else { continue }
        if isHeadlessUIKit {
          // Its typealiases are the names; the types' own lines come from HeadlessRender.
          if symbol.kind.identifier != "swift.typealias" { kept.append(symbol) }
        } else if isExtensionGraph || visibleNames.contains(root) {
          kept.append(symbol)
        }
      }
    }
    let isolatedTypes = Set(
      kept.filter { $0.pathComponents.count == 1 && $0.isMainActor }.map(\.pathComponents[0]))
    var lines: Set<String> = []
    for symbol in kept {
      var declaration = symbol.declaration
      let path = symbol.pathComponents
      if path.count > 1, isolatedTypes.contains(path[0]) {
        // The member's own attribute only: a closure type in its signature keeps its own.
        declaration = declaration.replacingOccurrences(
          of: "^(open )?@MainActor ", with: "$1", options: .regularExpression)
      }
      lines.insert("\(path.joined(separator: ".")) | \(declaration)")
    }
    // What each kept type inherits from and conforms to, one line per type.
    var supertypes: [String: Set<String>] = [:]
    let keptTypes = Dictionary(
      kept.filter(\.isType).map { ($0.identifier.precise, $0) },
      uniquingKeysWith: { first, _ in first })
    for (_, graph) in graphs {
      for relationship in graph.relationships
      where relationship.kind == "conformsTo" || relationship.kind == "inheritsFrom" {
        guard let source = keptTypes[relationship.source] else { continue }
        let target =
          symbolsByID[relationship.target]?.pathComponents.joined(separator: ".")
          ?? relationship.targetFallback.map {
            $0.split(separator: ".").dropFirst().joined(separator: ".")
          } ?? relationship.target
        guard !["Copyable", "Escapable", "SendableMetatype"].contains(target) else { continue }
        supertypes[source.pathComponents.joined(separator: "."), default: []].insert(target)
      }
    }
    for (type, targets) in supertypes {
      lines.insert("\(type) | : \(targets.sorted().joined(separator: ", "))")
    }
    return lines.sorted()
  }

  /// The names HeadlessUIKit declares, and the UIKit-named types HeadlessRender declares at
  /// the top level: each of the latter must be among the former.
  static func typeNames(of graphs: [(file: String, graph: SymbolGraph)]) -> (
    headlessUIKit: Set<String>, uikitNamedInHeadlessRender: Set<String>
  ) {
    func topLevel(_ file: String) -> [SymbolGraph.Symbol] {
      graphs.filter { $0.file == file }.flatMap(\.graph.symbols)
        .filter { $0.pathComponents.count == 1 }
    }
    let declared = Set(topLevel("HeadlessUIKit.symbols.json").map(\.pathComponents[0]))
    let render = Set(
      topLevel("HeadlessRender.symbols.json").filter {
        $0.isType || $0.kind.identifier == "swift.typealias"
      }
      .map(\.pathComponents[0]).filter(isUIKitName))
    return (declared, render)
  }

  /// Whether `symbol` is declared by one of ``modules``, not synthesized from a Swift or
  /// Foundation protocol's default implementation (those are UIKit's too wherever the type
  /// conforms, and the conformance line records them).
  private static func isOwn(_ symbol: SymbolGraph.Symbol) -> Bool {
    let parts = symbol.identifier.precise.components(separatedBy: "::SYNTHESIZED::")
    guard parts.count > 1 else { return true }
    return modules.contains { parts[0].hasPrefix("s:\($0.utf8.count)\($0)") }
  }

  /// Whether `name` is spelled as UIKit's (and Core Graphics') types are: `UI`, `NS`, `CA` or
  /// `CG`, then a capital.
  static func isUIKitName(_ name: String) -> Bool {
    ["UI", "NS", "CA", "CG"].contains { name.hasPrefix($0) && name.count > 2 }
      && name.dropFirst(2).first?.isUppercase == true
  }
}

/// The parts of a symbol graph file the surface reads.
struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Identifier: Decodable { let precise: String }
    struct Kind: Decodable { let identifier: String }
    struct Fragment: Decodable { let spelling: String }
    let identifier: Identifier
    let kind: Kind
    let pathComponents: [String]
    let declarationFragments: [Fragment]?
    /// `public` or `open`.
    var accessLevel: String? = nil

    /// The declaration as the compiler prints it, on one line, with `open` before it when it
    /// is open (the fragments leave access levels out).
    var declaration: String {
      let text = (declarationFragments ?? []).map(\.spelling).joined()
        .split(whereSeparator: \.isNewline).joined(separator: " ")
      return accessLevel == "open" && !text.hasPrefix("open ") ? "open " + text : text
    }
    var isMainActor: Bool { declaration.contains("@MainActor") }
    var isType: Bool {
      ["class", "struct", "enum", "protocol"].contains {
        kind.identifier == "swift.\($0)"
      }
    }
  }
  struct Relationship: Decodable {
    let kind: String
    let source: String
    let target: String
    let targetFallback: String?
  }
  let symbols: [Symbol]
  let relationships: [Relationship]
}

/// Where the running tests' modules were built.
struct BuildProducts {
  /// The folder of `.swiftmodule` files.
  let modules: URL
  /// The target triple they were built for, such as `x86_64-unknown-linux-gnu`.
  let triple: String

  /// The products beside the running test binary (`.build/<triple>/<configuration>`).
  static func locate() throws -> BuildProducts {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for _ in 0..<4 {
      folder.deleteLastPathComponent()
      let modules = folder.appendingPathComponent("Modules")
      if FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("HeadlessUIKit.swiftmodule").path)
      {
        let triple = folder.deletingLastPathComponent().lastPathComponent
        return BuildProducts(modules: modules, triple: triple)
      }
    }
    throw PublicSurface.Failure(
      description: "no Modules/HeadlessUIKit.swiftmodule near the test binary "
        + "\(CommandLine.arguments[0]): build with `swift build --build-tests` first")
  }
}
