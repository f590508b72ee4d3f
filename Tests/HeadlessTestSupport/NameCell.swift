import Foundation
import HeadlessRender
import HeadlessTesting

/// A one-line cell for binding tests, written as a UIKit cell: shows a name, counts how often it
/// was configured.
@MainActor
package final class NameCell: UITableViewCell, ReusableCell {
  package static let reuseIdentifier = "Name"

  package let label = UILabel()
  package private(set) var configurations = 0

  package override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }

  package required init?(coder: NSCoder) {
    nil
  }

  package func configure(with model: NameRow) {
    label.text = model.name
    configurations += 1
  }

  /// One line, whatever the width.
  package override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 22)
  }

  package override func layoutSubviews() {
    label.frame = bounds
  }
}
