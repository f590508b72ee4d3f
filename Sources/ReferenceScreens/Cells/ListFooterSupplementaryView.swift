import Foundation
import HeadlessRender
import ListKit

/// A section footer that shows a list's state under a collection view's items: the table's
/// ``HeadlessRender/ListFooterView`` (a spinner while a page is on its way, the empty
/// message, a note, the error with its retry hint), as a collection view shows it in a
/// footer supplementary view.
@MainActor
package final class ListFooterSupplementaryView: UICollectionReusableView {
  private let footerView = ListFooterView()

  /// Creates the footer, as the collection view's pool makes it.
  package override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(footerView)
  }

  /// Not available: the footer is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// What the footer shows.
  package var footer: ListFooter {
    get { footerView.footer }
    set { footerView.footer = newValue }
  }

  /// Gives the list's footer the view's width; its height follows its content.
  package override func layoutSubviews() {
    super.layoutSubviews()
    footerView.frame = bounds
  }
}
