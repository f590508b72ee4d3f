import Foundation
import Testing

/// The public surface a file importing only HeadlessUIKit reaches, read from the compiler's
/// symbol graphs, is exactly the `=` and `~` lines of `Fixtures/UIKit/declarations.txt`: a
/// public member UIKit lacks, or one whose signature differs from the listed one, fails here.
/// `Scripts/uikit-contract` prints the differences.
@Suite struct UIKitContractTests {
  private static let listURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/UIKit/declarations.txt")

  /// The surface, read once for every test of the suite.
  private static let surface = Result { try PublicSurface.read() }

  @Test(.enabled(if: PublicSurface.isListedPlatform, "the list records Linux's surface"))
  func everyDeclarationReachableThroughHeadlessUIKitIsListed() throws {
    let surface = try Self.surface.get()
    if let path = ProcessInfo.processInfo.environment["UIKIT_CONTRACT_SURFACE"] {
      try (surface.lines.joined(separator: "\n") + "\n")
        .write(toFile: path, atomically: true, encoding: .utf8)
    }
    let list = try DeclarationList(contentsOf: Self.listURL)
    let unlisted = Set(surface.lines).subtracting(list.onSurface).sorted()
    #expect(
      unlisted == [],
      """
      Reachable through `import HeadlessUIKit` but not in Fixtures/UIKit/declarations.txt: a \
      member UIKit lacks, or a signature that differs from UIKit's (`Scripts/uikit-contract` \
      lists them):
      \(unlisted.joined(separator: "\n"))
      """)
  }

  @Test(.enabled(if: PublicSurface.isListedPlatform, "the list records Linux's surface"))
  func everyDeclarationListedAsPresentIsOnTheSurface() throws {
    let surface = Set(try Self.surface.get().lines)
    let list = try DeclarationList(contentsOf: Self.listURL)
    let gone = list.onSurface.subtracting(surface).sorted()
    #expect(
      gone == [],
      """
      Listed with `=` or `~` in Fixtures/UIKit/declarations.txt but not on the surface (mark \
      them `-` if UIKit has them, or remove them):
      \(gone.joined(separator: "\n"))
      """)
    // A type listed as missing (`- UISwitch | class UISwitch`) that is here now: its own line
    // is on the surface, spelled as the compiler prints it.
    let paths = Set(surface.map { $0.components(separatedBy: " | ")[0] })
    let typesNowHere = list.missing.filter { line in
      let path = line.components(separatedBy: " | ")[0]
      return !path.contains(".") && paths.contains(path)
    }
    #expect(
      typesNowHere.sorted() == [],
      """
      Types listed with `-` (missing here) that the surface has: delete these lines \
      (`Scripts/uikit-contract.sh --accept` does) and list the type's own lines:
      \(typesNowHere.sorted().joined(separator: "\n"))
      """)
    let missingButPresent = list.missing.intersection(surface).sorted()
    #expect(
      missingButPresent == [],
      """
      Listed with `-` (missing here) but on the surface: mark them `=`:
      \(missingButPresent.joined(separator: "\n"))
      """)
  }

  @Test(.enabled(if: PublicSurface.isListedPlatform, "the list records Linux's surface"))
  func everyUIKitNamedTypeOfHeadlessRenderIsNamedByHeadlessUIKit() throws {
    let surface = try Self.surface.get()
    #expect(surface.uikitNamedTypesOfHeadlessRender.count >= 77)
    #expect(
      surface.uikitNamedTypesOfHeadlessRender.subtracting(surface.headlessUIKitNames).sorted()
        == [])
  }

  @Test func theListIsSortedAndEachDeclarationIsListedOnce() throws {
    let list = try DeclarationList(contentsOf: Self.listURL)
    #expect(list.entries.map(\.declaration) == list.entries.map(\.declaration).sorted())
    #expect(Set(list.entries.map(\.declaration)).count == list.entries.count)
  }

  @Test(.enabled(if: PublicSurface.isListedPlatform, "the list records Linux's surface"))
  func theSurfaceHoldsWhatATeamsUIKitFileUses() throws {
    let surface = Set(try Self.surface.get().lines)
    // Guards against a surface read from the wrong modules or from empty graphs.
    #expect(surface.count > 1_500)
    #expect(
      surface.contains(
        "UITableView.indexPathsForVisibleRows | var indexPathsForVisibleRows: [IndexPath]? { get }"
      ))
    #expect(surface.contains("IndexPath.row | var row: Int { get set }"))
    #expect(
      surface.contains(
        "UILayoutPriority.+(_:_:) | static func + (lhs: UILayoutPriority, rhs: Float) -> "
          + "UILayoutPriority"))
  }

  @Test func aMemberOfAUIKitTypeIsOnTheSurfaceAndATypeOfAnotherNameIsNot() {
    let uikit = SymbolGraph(
      symbols: [.init(["UITableView"], "typealias UITableView = UITableView", "typealias")],
      relationships: [])
    let render = SymbolGraph(
      symbols: [
        .init(["UITableView"], "@MainActor class UITableView", "class"),
        .init(["UITableView", "tapRow(at:)"], "@MainActor func tapRow(at indexPath: IndexPath)"),
        .init(
          ["UITableView", "run(_:)"], "open @MainActor func run(_ body: @MainActor () -> Void)"),
        .init(["ListScreenBinding"], "@MainActor class ListScreenBinding", "class"),
        .init(["ListScreenBinding", "bind()"], "func bind()"),
      ],
      relationships: [
        .init(
          kind: "conformsTo", source: "s:UITableView", target: "s:BatchUpdatingView",
          targetFallback: "ListKit.BatchUpdatingView"),
        .init(
          kind: "conformsTo", source: "s:UITableView", target: "s:Copyable",
          targetFallback: "Swift.Copyable"),
      ])
    let strings = SymbolGraph(
      symbols: [.init(["String", "displayWidth"], "var displayWidth: Int { get }")],
      relationships: [])
    let lines = PublicSurface.lines(of: [
      ("HeadlessUIKit.symbols.json", uikit), ("HeadlessRender.symbols.json", render),
      ("TextCanvas@Swift.symbols.json", strings),
    ])
    #expect(
      lines == [
        "String.displayWidth | var displayWidth: Int { get }",
        "UITableView | : BatchUpdatingView",
        "UITableView | @MainActor class UITableView",
        "UITableView.run(_:) | open func run(_ body: @MainActor () -> Void)",
        "UITableView.tapRow(at:) | func tapRow(at indexPath: IndexPath)",
      ])
  }

  @Test func aListLineThatIsNotMarkedIsAnErrorNamingItsLine() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("declarations-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try "# comment\n= UIView | class UIView\nUIView.frame | var frame: CGRect\n"
      .write(to: file, atomically: true, encoding: .utf8)
    #expect {
      try DeclarationList(contentsOf: file)
    } throws: { error in
      "\(error)"
        == "\(file.lastPathComponent):3: a line starts with `= `, `~ `, `- `, `* ` or `#`, not "
        + "\"UI\""
    }
  }
}

extension SymbolGraph.Symbol {
  /// A symbol as a graph holds it, with an identifier made from its path.
  fileprivate init(_ path: [String], _ declaration: String, _ kind: String = "method") {
    self.init(
      identifier: .init(precise: "s:" + path.joined(separator: ".")),
      kind: .init(identifier: "swift.\(kind)"), pathComponents: path,
      declarationFragments: [.init(spelling: declaration)])
  }
}

/// `Fixtures/UIKit/declarations.txt`, one declaration a line after its mark: `= ` UIKit's and
/// here as UIKit declares it, `~ ` here but not as UIKit declares it (or not UIKit's at all),
/// `- ` UIKit's and not here yet; `* Type` carries a note on the whole type. What follows
/// `  # ` on a line is a note; `#` starts a comment line.
struct DeclarationList {
  /// One line of the list.
  struct Entry {
    /// `=`, `~`, `-` or `*`.
    let mark: Character
    /// `Path | declaration`, as the surface prints it.
    let declaration: String
    /// What the line says after `  # `, or nil.
    let note: String?
  }

  /// The entries, in file order.
  let entries: [Entry]

  /// The `=` and `~` declarations: those on the surface.
  var onSurface: Set<String> {
    Set(entries.filter { $0.mark == "=" || $0.mark == "~" }.map(\.declaration))
  }

  /// The `-` declarations: UIKit's, not here.
  var missing: Set<String> {
    Set(entries.filter { $0.mark == "-" }.map(\.declaration))
  }

  init(contentsOf url: URL) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    var entries: [Entry] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let mark = line.first ?? " "
      guard ["=", "~", "-", "*"].contains(mark), line.dropFirst().first == " " else {
        throw PublicSurface.Failure(
          description: "\(url.lastPathComponent):\(number + 1): a line starts with `= `, `~ `, "
            + "`- `, `* ` or `#`, not \(String(line.prefix(2)).debugDescription)")
      }
      let body = line.dropFirst(2)
      let parts = body.components(separatedBy: "  # ")
      entries.append(
        Entry(
          mark: mark, declaration: parts[0],
          note: parts.count > 1 ? parts.dropFirst().joined(separator: "  # ") : nil))
    }
    self.entries = entries
  }
}
