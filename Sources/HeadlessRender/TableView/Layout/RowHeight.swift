import TextCanvas

/// How a table view finds its rows' heights when its delegate does not say, and how tall its
/// filler rows are (``UITableView/fillerRowRule``: `.automatic` is the last row's height).
package enum RowHeight: Hashable, Sendable {
  /// Every row's cell has this many lines (a separator line comes on top).
  case fixed(Int)
  /// Self-sizing: each row is as tall as its configured cell's
  /// `sizeThatFits(GridSize(width: tableWidth, height: 0)).height`, measured when it first
  /// appears and cached; `estimatedRowLines` stands in until then.
  case automatic
}
