import Foundation
import Testing

/// HeadlessUIKit names every UIKit type HeadlessRender declares, and only those.
@Suite struct UIKitSpellingTests {
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The names of the public or open types declared in `module`'s Swift files.
  private static func publicTypeNames(in module: String) throws -> Set<String> {
    let folder = sources.appendingPathComponent(module)
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    let declaration = try Regex(
      #"^(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias) ([A-Za-z]+)"#)
    var names: Set<String> = []
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let match = try declaration.firstMatch(in: String(line)),
          let name = match.output[1].substring
        {
          names.insert(String(name))
        }
      }
    }
    return names
  }

  private static func isUIKitName(_ name: String) -> Bool {
    ["UI", "NS", "CA"].contains { name.hasPrefix($0) && name.count > 2 }
      && name.dropFirst(2).first?.isUppercase == true
  }

  @Test func everyUIKitTypeOfHeadlessRenderIsInHeadlessUIKitAndNothingElseIs() throws {
    let render = try Self.publicTypeNames(in: "HeadlessRender").filter(Self.isUIKitName)
    let uikit = try Self.publicTypeNames(in: "HeadlessUIKit")
    #expect(render.count >= 77)
    #expect(render.subtracting(uikit).sorted() == [])
    #expect(uikit.subtracting(render).sorted() == [])
  }
}
