import HeadlessRender

/// A one-line cell for binding tests: shows a name, counts how often it was configured.
@MainActor
final class NameCell: TableViewCell, ReusableCell {
  static let reuseIdentifier = "Name"

  let label = Label()
  private(set) var configurations = 0

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }

  func configure(with model: NameRow) {
    label.text = model.name
    configurations += 1
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: 1)
  }

  override func layoutSubviews() {
    label.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
  }
}
