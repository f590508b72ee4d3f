import HeadlessGoldens
import Testing

/// Expects `actual` to be the text `expected`, byte for byte; when it is not, records one issue
/// that shows the lines that differ (a unified diff, `-` expected, `+` actual) instead of two
/// whole texts side by side.
///
/// For frames, transcripts, command output: any text of several lines.
///
/// ```swift
/// expectText(canvas.text, equals: "┌──┐\n│ab│\n└──┘")
/// // ✘ Issue recorded: the text is not the expected one (- expected, + actual):
/// // @@ -2 +2 @@
/// // -│ab│
/// // +│ac│
/// ```
///
/// - Parameters:
///   - actual: The text the test got; nil fails.
///   - expected: The text it should be.
///   - comment: What the text is, shown before the diff.
///   - sourceLocation: Where the issue is recorded.
public func expectText(
  _ actual: String?, equals expected: String, _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let context = comment().map { "\($0.rawValue): " } ?? ""
  guard let actual else {
    Issue.record("\(context)no text, where one was expected", sourceLocation: sourceLocation)
    return
  }
  guard let diff = UnifiedDiff.between(expected, actual, path: "text") else { return }
  // The `--- a/text` and `+++ b/text` lines name no file here.
  var hunks =
    diff.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
    .last ?? Substring(diff)
  if hunks.hasSuffix("\n") { hunks.removeLast() }
  Issue.record(
    Comment(
      rawValue: "\(context)the text is not the expected one (- expected, + actual):\n\(hunks)"),
    sourceLocation: sourceLocation)
}
