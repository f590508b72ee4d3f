import Foundation
import Testing

/// The files around the package agree with the package: Swift Package Index builds the
/// catalogs `.ci/docs` builds, and editors wrap where `swift format` does.
@Suite struct RepositoryFilesTests {
  @Test func swiftPackageIndexBuildsTheCatalogsCIBuilds() throws {
    let spi = try SnippetTests.read(".spi.yml")
    let listed = spi.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("- ") && !$0.contains(":") }
      .map { String($0.dropFirst(2)) }
    let docs = try SnippetTests.read(".ci/docs")
    let line = try #require(docs.split(separator: "\n").first { $0.hasPrefix("modules=(") })
    let built = line.dropFirst("modules=(".count).dropLast().split(separator: " ").map(String.init)
    #expect(spi.hasPrefix("# ") && spi.contains("\nversion: 1\n"))
    #expect(listed == built)
    for module in listed {
      let catalog = SnippetTests.root.appendingPathComponent("Sources/\(module)/\(module).docc")
      #expect(FileManager.default.fileExists(atPath: catalog.path), "\(module) has no catalog")
    }
  }

  @Test func editorsIndentAndWrapAsSwiftFormatDoes() throws {
    let format = try #require(
      try JSONSerialization.jsonObject(with: Data(SnippetTests.read(".swift-format").utf8))
        as? [String: Any])
    let lineLength = try #require(format["lineLength"] as? Int)
    let indentation = try #require(format["indentation"] as? [String: Int])
    let spaces = try #require(indentation["spaces"])
    let editorconfig = try SnippetTests.read(".editorconfig")
    #expect(
      editorconfig.contains(
        "[*]\ncharset = utf-8\nend_of_line = lf\ninsert_final_newline = true\n"
          + "trim_trailing_whitespace = true\nindent_style = space\nindent_size = \(spaces)\n"
          + "max_line_length = \(lineLength)\n"))
  }
}
