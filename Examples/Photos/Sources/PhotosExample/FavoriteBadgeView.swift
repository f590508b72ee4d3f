#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The star on a favourite photo's corner in the albums grid, read by VoiceOver as
/// "Favorite" after the photo.
final class FavoriteBadgeView: UICollectionReusableView {
  static let elementKind = "favorite-badge"

  private let starLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    starLabel.text = "★"
    starLabel.textAlignment = .center
    starLabel.accessibilityLabel = "Favorite"
    starLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(starLabel)
    NSLayoutConstraint.activate([
      starLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
      starLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
      starLabel.topAnchor.constraint(equalTo: topAnchor),
      starLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
