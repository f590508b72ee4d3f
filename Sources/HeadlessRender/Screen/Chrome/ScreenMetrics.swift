/// Measures the screen chrome shares, so that section titles, footer messages and the cells'
/// content line up.
enum ScreenMetrics {
  /// Columns kept clear on each side of text, as the cells keep them.
  static let contentMargin = 1
}
