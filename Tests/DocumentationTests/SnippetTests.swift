import Foundation
import Testing

/// The code and frames the README and the articles show are the examples' own: each block
/// marked `<!-- snippet: PATH -->` appears in PATH (a file that compiles, or a golden that a
/// test compares), so a rename or an edit there fails here until the text follows.
@Suite struct SnippetTests {
  /// The package root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The documents whose every Swift block must be taken from a file: the README and the two
  /// tutorials, which say so. (The README's install block is the one exception, held true by
  /// ``theInstallSnippetNamesTheFirstReleaseAndRealProducts()``.)
  static let tutorials = [
    "README.md",
    "Sources/HeadlessRender/HeadlessRender.docc/TestYourOwnScreen.md",
    "Sources/HeadlessRender/HeadlessRender.docc/BringYourUIKitScreen.md",
  ]

  /// Every Markdown file of the package's documentation: the top-level files and the
  /// documentation catalogs.
  static var documents: [String] {
    let fileManager = FileManager.default
    var paths = ["README.md", "CONTRIBUTING.md", "SECURITY.md", "CHANGELOG.md"]
    let sources = root.appendingPathComponent("Sources")
    for module in (try? fileManager.contentsOfDirectory(atPath: sources.path)) ?? [] {
      let catalog = "Sources/\(module)/\(module).docc"
      let files = (try? fileManager.contentsOfDirectory(atPath: root.path + "/" + catalog)) ?? []
      paths += files.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
    return paths
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func snippets(of document: String) throws -> [Snippet] {
    Snippet.all(in: try read(document), document: document)
  }

  @Test func everyMarkedBlockAppearsInTheFileItNames() throws {
    var checked = 0
    for document in Self.documents {
      for snippet in try Self.snippets(of: document) {
        guard let source = snippet.source else { continue }
        let text = try #require(
          try? Self.read(source), "\(snippet) names \(source), which cannot be read")
        let appears = snippet.appears(in: text)
        #expect(appears, "\(snippet): the block is not in \(source) (line for line)")
        checked += 1
      }
    }
    // The README's and the tutorials' blocks at least: a marker that stopped being read would
    // check nothing.
    #expect(checked >= 25)
  }

  @Test(arguments: tutorials)
  func everySwiftBlockOfATutorialNamesItsSource(document: String) throws {
    let unmarked = try Self.snippets(of: document).filter {
      $0.language == "swift" && $0.source == nil
        && !$0.lines.contains { $0.contains(".package(url:") }
    }
    #expect(unmarked.map(\.description) == [])
  }

  @Test func theInstallSnippetNamesTheFirstReleaseAndRealProducts() throws {
    let install = try #require(
      try Self.snippets(of: "README.md").first {
        $0.lines.contains { $0.contains(".package(url:") }
      }
    )
    let text = install.lines.joined(separator: "\n")
    let changelog = try Self.read("CHANGELOG.md")
    let release = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.contains("Unreleased") }
    )
    let version = try #require(release.split(separator: "]").first?.dropFirst(4))
    #expect(
      text.contains(
        #".package(url: "https://github.com/headlesstable/HeadlessTable.git", from: "\#(version)")"#
      ))
    let manifest = try Self.read("Package.swift")
    let products = text.components(separatedBy: #".product(name: ""#).dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(!products.isEmpty)
    for product in products {
      #expect(manifest.contains(#".library(name: "\#(product)""#), "\(product) is no product")
    }
  }

  @Test func theReadmesTestCommandIsTheOneCIRuns() throws {
    let readme = try Self.read("README.md")
    let ci = try Self.read(".ci/run")
    #expect(readme.contains("```sh\nswift test\n```"))
    #expect(ci.split(separator: "\n").contains("swift test"))
  }

  @Test func theReadmesRenderCommandNamesAScenarioThatExists() throws {
    let readme = try Self.read("README.md")
    let command = "swift run headless-table render "
    let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix(command) })
    let path = String(line.dropFirst(command.count))
    #expect(path.hasPrefix("Fixtures/Scenarios/") && path.hasSuffix(".json"))
    #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path))
  }
}
