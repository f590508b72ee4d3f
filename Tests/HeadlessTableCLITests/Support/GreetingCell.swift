import Foundation
import HeadlessRender
import HeadlessTesting

/// A one-line cell showing a greeting.
@MainActor
final class GreetingCell: UITableViewCell, ReusableCell {
  /// A greeting row.
  struct Model: Identifiable, Hashable, Sendable {
    var id: Int
    var text: String
  }

  static let reuseIdentifier = "Greeting"

  let label = UILabel()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    nil
  }

  func configure(with model: Model) {
    label.text = model.text
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 22)
  }

  override func layoutSubviews() {
    label.frame = bounds
  }
}
