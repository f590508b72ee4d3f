import HeadlessRender

extension UILabel {
  /// Shows the text in `style`'s font at the person's text size, and follows it when it
  /// changes, as Apple asks of every screen that supports Dynamic Type.
  func adoptDynamicType(_ style: UIFont.TextStyle) {
    font = .preferredFont(forTextStyle: style)
    adjustsFontForContentSizeCategory = true
  }
}
