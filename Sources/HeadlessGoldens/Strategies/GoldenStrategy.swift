/// How a value becomes the text of a golden file: a screen, a view controller or a view drawn
/// on a device, a transcript of frames, or text as it is.
///
/// The strategy is the second argument of ``assertGolden(of:as:named:record:in:fileID:filePath:function:line:column:)``,
/// as swift-snapshot-testing's `Snapshotting` is of its `assertSnapshot(of:as:)`:
///
/// ```swift
/// assertGolden(of: screen, as: .screen(device: GridSize(width: 40, height: 12)))
/// assertGolden(of: screen, as: .screen(accessibility: true))
/// assertGolden(of: navigation, as: .viewController(device: GridSize(width: 40, height: 12)))
/// assertGolden(of: tableView, as: .view(device: GridSize(width: 30, height: 8)))
/// assertGolden(of: transcript, as: .transcript)
/// assertGolden(of: report, as: .text)
/// ```
///
/// A team adds its own strategy for any value it can draw as text:
///
/// ```swift
/// extension GoldenStrategy where Value == Changeset<String, Row> {
///   static let summary = GoldenStrategy { $0.description + "\n" }
/// }
/// ```
public struct GoldenStrategy<Value>: Sendable {
  /// Makes the golden text of a value; a thrown error fails the assertion with its message.
  public var render: @MainActor @Sendable (Value) throws -> String

  /// Creates a strategy that draws a value with `render`.
  public init(render: @escaping @MainActor @Sendable (Value) throws -> String) {
    self.render = render
  }
}

extension GoldenStrategy where Value == String {
  /// The text as it is.
  public static var text: GoldenStrategy { GoldenStrategy { $0 } }
}

extension GoldenStrategy where Value == Transcript {
  /// Every frame under its caption line: ``Transcript/text``.
  public static var transcript: GoldenStrategy { GoldenStrategy { $0.text } }
}
