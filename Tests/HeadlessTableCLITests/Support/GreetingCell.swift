import HeadlessRender

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

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }

  func configure(with model: Model) {
    label.text = model.text
  }

  override func sizeThatFits(_ size: GridSize) -> GridSize {
    GridSize(width: size.width, height: 1)
  }

  override func layoutSubviews() {
    label.frame = GridRect(x: 0, y: 0, width: frame.width, height: frame.height)
  }
}
