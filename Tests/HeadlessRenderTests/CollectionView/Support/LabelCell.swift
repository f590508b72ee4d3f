import Foundation
import HeadlessRender

/// A collection view cell with one label pinned to its content view's edges, so that it
/// sizes itself to its text; counts its reuse preparations.
@MainActor
final class LabelCell: UICollectionViewCell {
  let label = UILabel()
  private(set) var preparedForReuseCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    pinWrapping(label, to: contentView)
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func prepareForReuse() {
    preparedForReuseCount += 1
    label.text = nil
  }
}

/// A section header with one label.
@MainActor
final class HeaderView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
  }
}

/// Puts `label`, wrapping, in `contentView` with its edges pinned to the content view's, so
/// that a cell sizes itself to the label's text.
@MainActor
func pinWrapping(_ label: UILabel, to contentView: UIView) {
  label.numberOfLines = 0
  label.translatesAutoresizingMaskIntoConstraints = false
  contentView.addSubview(label)
  NSLayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
    label.topAnchor.constraint(equalTo: contentView.topAnchor),
    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
  ])
}
