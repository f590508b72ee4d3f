#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The rounded card behind each album's photos in the albums grid: a section background the
/// layout makes for every album, never asked of the data source.
final class AlbumBackgroundView: UICollectionReusableView {
  static let elementKind = "album-background"

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    UIColor.secondarySystemBackground.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: 12).fill()
  }
}
