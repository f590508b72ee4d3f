extension ListUpdateKind {
  /// The character a device frame puts in its gutter beside every line of a row (its
  /// separator line included) that the table's updates since the last frame changed, and
  /// beside the header line of a section they inserted, moved, reloaded or whose header they
  /// reconfigured; ASCII, so it is one column in every terminal. `DeviceFrame` says exactly
  /// which updates count.
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
