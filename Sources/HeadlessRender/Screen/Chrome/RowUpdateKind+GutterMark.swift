extension RowUpdateKind {
  /// The character a device frame puts in its gutter beside every line of a row the last
  /// update changed (its separator line included), and beside the header line of a section
  /// it inserted, moved, reloaded or whose header it reconfigured; ASCII, so it is one column
  /// in every terminal.
  ///
  /// | mark | the row was |
  /// |---|---|
  /// | `+` | inserted |
  /// | `>` | moved |
  /// | `*` | reloaded (a new cell) |
  /// | `~` | reconfigured (its cell decorated again in place) |
  public var gutterMark: Character {
    switch self {
    case .inserted: "+"
    case .moved: ">"
    case .reloaded: "*"
    case .reconfigured: "~"
    }
  }
}
