import HeadlessRender

extension UITableView {
  /// Lines the section titles and separators up with the reference cells' content, which
  /// keeps an 8-point (1-column) margin instead of UIKit's 16 points.
  func useReferenceCellMargins() {
    layoutMargins.left = 8
    separatorInset.left = 8
  }
}
