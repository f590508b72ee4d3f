import Foundation

/// One dimension of a compositional layout's item, group or boundary, as
/// `NSCollectionLayoutDimension`: a fraction of the container's width or height, points, or
/// an estimate.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
  enum Kind: Hashable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  let value: CGFloat

  private init(_ kind: Kind, _ value: CGFloat) {
    self.kind = kind
    self.value = value
  }

  /// `fractionalWidth` times the container's width (1 is the whole width).
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// `fractionalHeight` times the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// `absoluteDimension` points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// About `estimatedDimension` points, final once the content is measured: items take what
  /// their cells measure and groups what their content gives them, in a section that follows
  /// the collection view down (see <doc:CollectionViews>).
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is in points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }
  /// The fraction, points or estimate.
  public var dimension: CGFloat { value }

  /// The dimension in points in a container of `size`.
  func resolved(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: value * size.width
    case .fractionalHeight: value * size.height
    case .absolute, .estimated: value
    }
  }
}

/// The width and height of a compositional layout's item or group, as
/// `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of `width` by `height`.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  /// The size in points in a container of `size`.
  func resolved(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
  }
}
