/// How a table view finds its rows' heights when its delegate does not say.
public enum RowHeight: Hashable, Sendable {
  /// Every row has this many lines.
  case fixed(Int)
  /// Self-sizing: each row is as tall as its configured cell's
  /// `sizeThatFits(Size(width: tableWidth, height: 0)).height`, measured when it first
  /// appears and cached; `estimatedRowHeight` stands in until then.
  case automatic
}
