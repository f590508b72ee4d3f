#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A photo in the grid or the favourites' row: its title, with a star once it is a
/// favourite. The app would show the picture above the title; the grid keeps its place.
final class PhotoCell: UICollectionViewCell {
  private let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
    // One element that says the title and whether it is a favourite; tapping it toggles that.
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with photo: Photo) {
    titleLabel.text = photo.isFavorite ? "★ " + photo.title : photo.title
    accessibilityLabel = photo.title
    accessibilityValue = photo.isFavorite ? "Favorite" : nil
  }
}
