import HeadlessRender

/// A one-line cell for binding tests: shows a name, counts how often it was configured.
@MainActor
package final class NameCell: UITableViewCell, ReusableCell {
  package static let reuseIdentifier = "Name"

  package let label = UILabel()
  package private(set) var configurations = 0

  package required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }

  package func configure(with model: NameRow) {
    label.text = model.name
    configurations += 1
  }

  package override func sizeThatFits(_ size: GridSize) -> GridSize {
    GridSize(width: size.width, height: 1)
  }

  package override func layoutSubviews() {
    label.frame = GridRect(x: 0, y: 0, width: frame.width, height: frame.height)
  }
}
