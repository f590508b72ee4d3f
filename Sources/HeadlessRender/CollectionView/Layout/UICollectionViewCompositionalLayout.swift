import Foundation

/// A layout built from sections, as `UICollectionViewCompositionalLayout`; the headless one
/// makes lists, with ``list(using:)``.
///
/// A list lays its items one under the other, the full width of the collection view, like
/// the rows of a plain table: each is as tall as its cell's content (lists self-size in
/// UIKit), one line until its cell is measured, and with `showsSeparators` a separator line
/// under it, from 16 points in (2 columns) to the trailing edge, on a line of its own. With
/// `headerMode = .supplementary` each section starts with a one-line header view from the
/// data source.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout.list(
///   using: UICollectionLayoutListConfiguration(appearance: .plain))
/// let list = UICollectionView(frame: frame, collectionViewLayout: layout)
/// // Drawn as a plain table draws "apple" and "pear":
/// // apple
/// //   ──────────────────
/// // pear
/// //   ──────────────────
/// ```
///
/// - Complexity: ``prepare()`` is O(n) in the items.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The list's configuration.
  let configuration: UICollectionLayoutListConfiguration
  /// The height each measured item's cell asked for, in points, without its separator.
  private var measuredHeights: [IndexPath: CGFloat] = [:]
  private var elements: [UICollectionViewLayoutAttributes] = []
  private var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  private var headers: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  private var contentSize = CGSize.zero

  /// A list layout of `configuration`.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(configuration: configuration)
  }

  init(configuration: UICollectionLayoutListConfiguration) {
    self.configuration = configuration
    super.init()
  }

  /// The height of a list item's cell before it is measured: one line.
  static let estimatedItemHeight = PointScale.line

  /// The lines a separator takes under each item.
  private var separatorHeight: CGFloat { configuration.showsSeparators ? PointScale.line : 0 }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// Stacks every section's header and items.
  open override func prepare() {
    elements = []
    items = [:]
    headers = [:]
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let width = collectionView.bounds.width
    var y: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      if configuration.headerMode == .supplementary {
        let indexPath = IndexPath(item: 0, section: section)
        let header = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)
        header.frame = CGRect(x: 0, y: y, width: width, height: PointScale.line)
        headers[indexPath] = header
        elements.append(header)
        y += PointScale.line
      }
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        let height = measuredHeights[indexPath] ?? Self.estimatedItemHeight
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: y, width: width, height: height)
        items[indexPath] = attributes
        elements.append(attributes)
        y += height + separatorHeight
      }
    }
    contentSize = CGSize(width: width, height: y)
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    // Elements are stacked: the first whose bottom (separator included) is below the top.
    var index = Self.firstElement(count: elements.count, endingBelow: rect.minY) {
      bottom(of: elements[$0])
    }
    var found: [UICollectionViewLayoutAttributes] = []
    while index < elements.count, elements[index].frame.minY < rect.maxY {
      found.append(elements[index])
      index += 1
    }
    return found
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    items[indexPath]
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    elementKind == UICollectionView.elementKindSectionHeader ? headers[indexPath] : nil
  }

  private func bottom(of attributes: UICollectionViewLayoutAttributes) -> CGFloat {
    attributes.frame.maxY
      + (attributes.representedElementCategory == .cell ? separatorHeight : 0)
  }

  override var selfSizesItems: Bool { true }

  override func separator(below indexPath: IndexPath) -> SeparatorInset? {
    configuration.showsSeparators ? SeparatorInset(leading: 2, trailing: 0) : nil
  }

  override func setMeasuredHeight(_ height: CGFloat, at indexPath: IndexPath) -> Bool {
    guard measuredHeights[indexPath] != height else { return false }
    measuredHeights[indexPath] = height
    invalidateLayout()
    return true
  }

  override func moveMeasuredHeights(_ destination: (IndexPath) -> IndexPath?) {
    var moved: [IndexPath: CGFloat] = [:]
    for (indexPath, height) in measuredHeights {
      if let new = destination(indexPath) { moved[new] = height }
    }
    measuredHeights = moved
  }

  override func forgetMeasuredHeights() {
    measuredHeights = [:]
  }
}
