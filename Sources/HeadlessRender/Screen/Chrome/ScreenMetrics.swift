/// Measures the screen chrome shares, so that section titles, footer messages and the cells'
/// content line up.
public enum ScreenMetrics {
  /// Columns kept clear on each side of text, as the cells keep them.
  public static let contentMargin = 1
}
