import Foundation

/// Items in lines that wrap, section after section, as `UICollectionViewFlowLayout`,
/// scrolling vertically (or, with ``scrollDirection`` `.horizontal`, in columns, section
/// beside section: see ``prepare()``).
///
/// The arithmetic is UIKit's, in points (only drawing maps frames to the grid). For each
/// section: the header (the collection view's full width, ``headerReferenceSize``'s height),
/// the section's top inset, then lines of items, ``minimumLineSpacing`` apart, then the bottom
/// inset and the footer. A line takes items while they fit in the width between the section's
/// left and right insets with ``minimumInteritemSpacing`` between them; then:
///
/// - A full line is justified: the space left over is shared between its items, so the first
///   item touches the left inset and the last the right one. A full line of one item is
///   centred.
/// - The last line of a section is left-aligned: with items all of ``itemSize`` it keeps the
///   pitch of the full lines above it, so it stays on their grid; with sizes from the
///   delegate its items are ``minimumInteritemSpacing`` apart. When every line of the section
///   holds one item, the last counts as full, so a lone item is centred.
/// - Items are centred vertically in their line, which is as tall as its tallest item.
///
/// With an ``estimatedItemSize`` the items size themselves: each on screen is as large as its
/// cell's ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)`` asks, the others
/// keep the estimate (see <doc:CollectionViews>).
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 50, height: 50)
/// layout.minimumLineSpacing = 0
/// // In a 320-point-wide collection view, 10 items: a line of six at
/// // x = 0, 54, 108, 162, 216, 270, then four at x = 0, 54, 108, 162; 100 points tall.
/// ```
///
/// The line rules come from UIKit's private defaults (justify every line but the last, which
/// is left-aligned) as public reimplementations of UIKit's collection view document them;
/// see <doc:CollectionViews>.
///
/// - Complexity: ``prepare()`` is O(n) in the items; a layout pass reads the viewport's
///   elements in O(log n + v).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the content scrolls.
  public enum ScrollDirection: Int, Hashable, Sendable {
    /// Lines run across and stack downwards.
    case vertical
    /// Lines run down and stack rightwards: columns of items, section beside section.
    case horizontal
  }

  /// The size of every item the delegate gives none for: 50 by 50 points by default.
  public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The size items are taken to have until their cells are measured: zero (the default)
  /// turns self-sizing off; any other size, or ``automaticSize``, makes each item on screen
  /// as large as its cell's
  /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)`` asks (no wider than
  /// the section's lines), and its line as tall as its tallest item.
  public var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The estimated size that asks each cell for its size with no estimate of the app's own:
  /// items not yet measured take ``itemSize`` (or the delegate's size).
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  /// The size each measured item's cell asked for, in points.
  private var measuredSizes: [IndexPath: CGSize] = [:]
  /// The least space between lines: 10 points by default. Not applied between the header and
  /// the first line, nor between the last line and the footer.
  public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items of a line, which decides how many fit: 10 points by
  /// default; a full line spreads its items further apart.
  public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The margins around each section's lines: none by default.
  public var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// The size of each section's header; only its height counts (its width, scrolling
  /// horizontally), and 0 (the default) shows no header.
  public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The size of each section's footer; only its height counts (its width, scrolling
  /// horizontally), and 0 (the default) shows no footer.
  public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The direction the content scrolls: `.vertical` by default.
  public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

  /// Every element's attributes, in layout order: each section's header, its items, its
  /// footer. Their tops (lefts, scrolling horizontally) never decrease by line, so the
  /// viewport's are found by searching.
  private var elements: [UICollectionViewLayoutAttributes] = []
  /// The top of the line (or header, footer) of each element, its left when the layout
  /// scrolls horizontally: ascending.
  private var bandTops: [CGFloat] = []
  /// The bottom (right) of the line of each element.
  private var bandBottoms: [CGFloat] = []
  /// The direction the layout was last prepared for.
  private var preparedDirection = ScrollDirection.vertical
  private var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  private var supplementaries: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
  private var contentSize = CGSize.zero

  /// The size of the content: every section's header, lines, insets and footer, down the
  /// collection view's width (or, scrolling horizontally, across its height).
  open override var collectionViewContentSize: CGSize { contentSize }

  /// True: right to left, the collection view mirrors the frames, the first item of a line at
  /// the right.
  override package var flipsByDefault: Bool { true }

  /// Places every section's header, items and footer.
  ///
  /// Scrolling horizontally, the layout is the vertical one turned on its diagonal: a section
  /// is its header (``headerReferenceSize``'s width, the collection view's height), its left
  /// inset, columns of items filled top to bottom between its top and bottom insets, with
  /// ``minimumInteritemSpacing`` between the items of a column and ``minimumLineSpacing``
  /// between columns, its right inset and its footer; sections stand side by side. The rules
  /// of lines hold for columns (a full column is justified top to bottom, the last one
  /// top-aligned, items centred across their column).
  open override func prepare() {
    elements = []
    bandTops = []
    bandBottoms = []
    items = [:]
    supplementaries = [:]
    preparedDirection = scrollDirection
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let horizontal = scrollDirection == .horizontal
    // Scrolling horizontally, each section is laid out as a vertical one would be in the
    // transposed collection view, and transposed back.
    let bounds = collectionView.bounds.size
    let width = horizontal ? bounds.height : bounds.width
    var top: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      top = placeSection(section, in: collectionView, width: width, top: top)
    }
    contentSize = horizontal ? CGSize(width: top, height: width) : CGSize(width: width, height: top)
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let horizontal = preparedDirection == .horizontal
    let (start, end) = horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    // The first band that ends below the rect's top; bands are ascending by top, and a
    // band's bottom never passes the next band's top.
    var index = Self.firstElement(count: elements.count, endingBelow: start) {
      bandBottoms[$0]
    }
    var found: [UICollectionViewLayoutAttributes] = []
    while index < elements.count, bandTops[index] < end {
      if elements[index].frame.intersects(rect) { found.append(elements[index]) }
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
    supplementaries[elementKind]?[indexPath]
  }

  /// Places `section` from `top` across `width`; returns the top of the next section.
  /// Scrolling horizontally, `top` is a left, `width` a height, and every size and inset is
  /// taken transposed and every frame transposed back.
  private func placeSection(
    _ section: Int, in collectionView: UICollectionView, width: CGFloat, top: CGFloat
  ) -> CGFloat {
    let horizontal = scrollDirection == .horizontal
    func turned(_ size: CGSize) -> CGSize {
      horizontal ? CGSize(width: size.height, height: size.width) : size
    }
    func turned(_ rect: CGRect) -> CGRect {
      horizontal ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
    }
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let given =
      delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
      ?? sectionInset
    let inset =
      horizontal
      ? UIEdgeInsets(top: given.left, left: given.top, bottom: given.right, right: given.bottom)
      : given
    let lineSpacing =
      delegate?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      ?? minimumLineSpacing
    let spacing =
      delegate?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      ?? minimumInteritemSpacing
    let headerHeight = turned(
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
    ).height
    let footerHeight = turned(
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
    ).height
    var y = top
    if headerHeight > 0 {
      addSupplementary(
        UICollectionView.elementKindSectionHeader, section: section,
        frame: turned(CGRect(x: 0, y: y, width: width, height: headerHeight)))
      y += headerHeight
    }
    let count = collectionView.numberOfItems(inSection: section)
    let lineWidth = max(width - inset.left - inset.right, 0)
    let sizes = (0..<count).map { item in
      let indexPath = IndexPath(item: item, section: section)
      let given = turned(
        delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
          ?? itemSize)
      guard selfSizesItems else { return given }
      let estimate =
        estimatedItemSize == Self.automaticSize ? given : turned(estimatedItemSize)
      let size = measuredSizes[indexPath].map(turned) ?? estimate
      return CGSize(width: min(size.width, lineWidth), height: size.height)
    }
    let placed = Self.placeItems(
      sizes, width: width, inset: inset, spacing: spacing, lineSpacing: lineSpacing, top: y)
    for (item, place) in placed.items.enumerated() {
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: section))
      attributes.frame = turned(place.frame)
      items[attributes.indexPath] = attributes
      append(attributes, bandTop: place.lineTop, bandBottom: place.lineBottom)
    }
    y = placed.bottom
    if footerHeight > 0 {
      addSupplementary(
        UICollectionView.elementKindSectionFooter, section: section,
        frame: turned(CGRect(x: 0, y: y, width: width, height: footerHeight)))
      y += footerHeight
    }
    return y
  }

  override var selfSizesItems: Bool { estimatedItemSize != .zero }

  override var measuresWholeSizes: Bool { selfSizesItems }

  override func setMeasuredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool {
    guard measuredSizes[indexPath] != size else { return false }
    measuredSizes[indexPath] = size
    invalidateLayout()
    return true
  }

  override func moveMeasuredHeights(_ destination: (IndexPath) -> IndexPath?) {
    var moved: [IndexPath: CGSize] = [:]
    for (indexPath, size) in measuredSizes {
      if let new = destination(indexPath) { moved[new] = size }
    }
    measuredSizes = moved
  }

  override func forgetMeasuredHeights() {
    measuredSizes = [:]
  }

  /// Where one item goes, and the line that holds it.
  package struct PlacedItem: Hashable, Sendable {
    /// The item's frame, in points.
    package var frame: CGRect
    /// The top of the item's line.
    package var lineTop: CGFloat
    /// The bottom of the item's line: the top plus its tallest item's height.
    package var lineBottom: CGFloat
  }

  /// Places the items of one section of `sizes` in lines across `width` within `inset`, the
  /// first line at `top` plus the top inset; returns them and the bottom of the section, its
  /// bottom inset included. UIKit's rules: see the type's documentation.
  ///
  /// ```swift
  /// let fifty = Array(repeating: CGSize(width: 50, height: 50), count: 10)
  /// let placed = UICollectionViewFlowLayout.placeItems(
  ///   fifty, width: 320, inset: .zero, spacing: 0, lineSpacing: 0, top: 0)
  /// // x: 0, 54, 108, 162, 216, 270, then 0, 54, 108, 162; bottom 100
  /// ```
  ///
  /// - Complexity: O(n) in the items.
  package static func placeItems(
    _ sizes: [CGSize], width: CGFloat, inset: UIEdgeInsets, spacing: CGFloat,
    lineSpacing: CGFloat, top: CGFloat
  ) -> (items: [PlacedItem], bottom: CGFloat) {
    var placed: [PlacedItem] = []
    placed.reserveCapacity(sizes.count)
    let uniform = sizes.allSatisfy { $0 == sizes.first }
    let available = width - inset.left - inset.right
    let lines = lines(of: sizes, available: available, spacing: spacing)
    let everyLineHoldsOne = lines.allSatisfy { $0.count == 1 }
    // The pitch of the full lines, which an incomplete last line of uniform items keeps.
    var fullPitch: CGFloat?
    var y = top + inset.top
    for (number, line) in lines.enumerated() {
      if number > 0 { y += lineSpacing }
      let isLast = number == lines.count - 1
      let lineHeight = line.map { sizes[$0].height }.max() ?? 0
      let lineWidths = line.reduce(CGFloat(0)) { $0 + sizes[$1].width }
      var xs: [CGFloat] = []
      if !isLast || everyLineHoldsOne {
        if line.count == 1 {
          xs = [inset.left + (available - lineWidths) / 2]
        } else {
          let gap = (available - lineWidths) / CGFloat(line.count - 1)
          var x = inset.left
          for item in line {
            xs.append(x)
            x += sizes[item].width + gap
          }
          if fullPitch == nil { fullPitch = sizes[line[0]].width + gap }
        }
      } else {
        let pitch = uniform ? fullPitch : nil
        var x = inset.left
        for item in line {
          xs.append(x)
          x += pitch ?? (sizes[item].width + spacing)
        }
      }
      for (item, x) in zip(line, xs) {
        let size = sizes[item]
        placed.append(
          PlacedItem(
            frame: CGRect(
              x: x, y: y + (lineHeight - size.height) / 2, width: size.width,
              height: size.height),
            lineTop: y, lineBottom: y + lineHeight))
      }
      y += lineHeight
    }
    return (placed, y + inset.bottom)
  }

  /// The items of each line: an item starts a new line when it is wider than what is left
  /// of the line; each item placed takes its width and one spacing.
  static func lines(of sizes: [CGSize], available: CGFloat, spacing: CGFloat) -> [[Int]] {
    var lines: [[Int]] = []
    var line: [Int] = []
    var remaining = available
    for (item, size) in sizes.enumerated() {
      if !line.isEmpty, size.width > remaining {
        lines.append(line)
        line = []
        remaining = available
      }
      line.append(item)
      remaining -= size.width + spacing
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  private func addSupplementary(_ kind: String, section: Int, frame: CGRect) {
    let indexPath = IndexPath(item: 0, section: section)
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = frame
    supplementaries[kind, default: [:]][indexPath] = attributes
    if scrollDirection == .horizontal {
      append(attributes, bandTop: frame.minX, bandBottom: frame.maxX)
    } else {
      append(attributes, bandTop: frame.minY, bandBottom: frame.maxY)
    }
  }

  private func append(
    _ attributes: UICollectionViewLayoutAttributes, bandTop: CGFloat, bandBottom: CGFloat
  ) {
    elements.append(attributes)
    bandTops.append(bandTop)
    bandBottoms.append(bandBottom)
  }
}
