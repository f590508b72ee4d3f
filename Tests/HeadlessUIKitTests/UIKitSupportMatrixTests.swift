import Foundation
import Testing

/// HeadlessRender's article "UIKit support" is what ``SupportMatrix`` makes of
/// `Fixtures/UIKit/declarations.txt`: a list edited without regenerating it fails here.
/// `UIKIT_CONTRACT_RECORD_MATRIX=1` (what `Scripts/uikit-contract.sh --matrix` sets) writes it.
@Suite struct UIKitSupportMatrixTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private static let article = root.appendingPathComponent(
    "Sources/HeadlessRender/HeadlessRender.docc/UIKitSupport.md")

  @Test func theSupportMatrixIsGeneratedFromTheList() throws {
    let list = try DeclarationList(
      contentsOf: Self.root.appendingPathComponent("Fixtures/UIKit/declarations.txt"))
    let expected = SupportMatrix.article(for: list)
    if ProcessInfo.processInfo.environment["UIKIT_CONTRACT_RECORD_MATRIX"] == "1" {
      try expected.write(to: Self.article, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: Self.article, encoding: .utf8)
    #expect(
      committed == expected,
      "UIKitSupport.md is stale: run `Scripts/uikit-contract.sh --matrix` and commit it")
  }

  @Test func aTypeRowCountsItsLinesAndListsItsDifferencesAndGaps() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("declarations-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try """
    # a comment
    * UIImage  # kept, not drawn: drawn as [img: name]
    = UIImage | class UIImage
    ~ UIImage.init(named:) | init?(named name: String)  # never nil here
    - UIImage.size | var size: CGSize { get }
    = UIImage.Orientation.up | case up

    """.write(to: file, atomically: true, encoding: .utf8)
    let article = SupportMatrix.article(for: try DeclarationList(contentsOf: file))
    #expect(
      article.contains("\n| `UIImage` | 2 | 1 | 1 | kept, not drawn: drawn as [img: name] |\n"))
    #expect(
      article.hasSuffix(
        """
        | `UIImage` | 2 | 1 | 1 | kept, not drawn: drawn as [img: name] |

        ## Differences

        - `UIImage.init(named:) | init?(named name: String)`: never nil here

        ## Missing

        - `UIImage`: `var size: CGSize { get }`

        """))
  }
}
