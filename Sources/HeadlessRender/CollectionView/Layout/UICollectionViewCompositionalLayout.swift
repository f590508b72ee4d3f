import Foundation
import TextCanvas

/// A layout built from sections, as `UICollectionViewCompositionalLayout`: one
/// ``NSCollectionLayoutSection`` for every section (``init(section:)``), one per section from
/// a provider (``init(sectionProvider:)``), or a list (``list(using:)``).
///
/// A section repeats its group down the collection view until its items run out, groups
/// ``NSCollectionLayoutSection/interGroupSpacing`` apart; a group places its items side by
/// side (or one above the other) while they fit; fractional dimensions resolve against the
/// container (the section's width less its insets, the group's size less its insets), and
/// each cell is inset by its item's content insets:
///
/// ```swift
/// let item = NSCollectionLayoutItem(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///   subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// // Two items to a line, each half the width and two lines tall.
/// ```
///
/// Estimated dimensions self-size once their cells are on screen: an item's takes what its
/// cell measures, a group's what its content gives it (its items stacked along it, the
/// tallest or widest across it), so estimated widths flow along a horizontal group and
/// estimated heights stack down a vertical one. A section with an
/// ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` lays its groups side by side in
/// one row, which the collection view draws clipped to its width and scrolls sideways on its
/// own (in a layout that scrolls horizontally, one under the other in a column that scrolls
/// down); ``NSCollectionLayoutSection/boundarySupplementaryItems`` add headers and footers, an
/// item's ``NSCollectionLayoutItem/supplementaryItems`` its badges and a group's
/// ``NSCollectionLayoutGroup/supplementaryItems`` views on each of its instances (see
/// <doc:CollectionViews>).
///
/// A list lays its items one under the other, the full width of the collection view, like
/// the rows of a plain table: each is as tall as its cell's content (lists self-size in
/// UIKit), one line until its cell is measured, and with `showsSeparators` a separator line
/// under it, from 16 points in (2 columns) to the trailing edge, on a line of its own. With
/// `headerMode = .supplementary` each section starts with a one-line header view from the
/// data source; in the `.plain` and `.sidebarPlain` appearances it is pinned, as in UIKit: it
/// stays at the top of the viewport while its section's items scroll under it, until the
/// next section pushes it up. With `headerMode = .firstItemInSection` each section's first
/// item is its header: laid out where a supplementary header goes, with no separator under
/// it, and not pinned (UIKit pins only supplementary headers). With `footerMode =
/// .supplementary` each section ends with a one-line footer view, under its last item's
/// separator.
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
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The list's configuration, for a list.
  let listLayoutConfiguration: UICollectionLayoutListConfiguration
  /// How the sections are laid out as a whole: the space between them and the layout's own
  /// headers and footers. A copy of the one given, as UIKit copies it.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { layoutConfiguration.copied() }
    set {
      layoutConfiguration = newValue.copied()
      invalidateLayout()
    }
  }
  var layoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
  /// The section every section follows, for a layout made of sections.
  let section: NSCollectionLayoutSection?
  /// The section of each index, for a layout whose sections differ.
  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
  /// The top and bottom of each element's band (its group, or a list item with its separator),
  /// ascending.
  private var bandBottoms: [CGFloat] = []
  private var bandTops: [CGFloat] = []
  /// The height each measured item's cell asked for, in points, without its separator.
  private var measuredHeights: [IndexPath: CGFloat] = [:]
  /// The width each item measured whole asked for, in points.
  private var measuredWidths: [IndexPath: CGFloat] = [:]
  /// The items whose cells are measured whole: those of estimated width in self-sizing groups.
  private var wholeSizeItems: Set<IndexPath> = []
  private var elements: [UICollectionViewLayoutAttributes] = []
  private var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  private var supplementaries: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
  /// The headers that stay at the top of the viewport (its leading edge, scrolling
  /// horizontally), each with its section's top and bottom (left and right edges).
  var pinnedHeaders:
    [(attributes: UICollectionViewLayoutAttributes, top: CGFloat, bottom: CGFloat)] = []
  /// The width of each sideways-scrolling section's row (the height of its column, for one
  /// that scrolls down in a layout that scrolls horizontally), by section.
  var orthogonalWidths: [Int: CGFloat] = [:]
  /// The sections that scroll down on their own: orthogonal sections of a layout that scrolls
  /// horizontally.
  var orthogonalColumns: Set<Int> = []
  /// Whether a section's groups take their height from their cells.
  private var hasSelfSizingGroups = false
  /// The visible items handler of each section that has one, by section.
  var visibleItemsHandlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] =
    [:]
  /// Where each sideways-scrolling section comes to rest, by section.
  var orthogonalPagings: [Int: OrthogonalPaging] = [:]
  private var contentSize = CGSize.zero
  /// Whether the layout was last prepared scrolling horizontally: its sections side by side,
  /// its bands lefts and rights rather than tops and bottoms.
  private var scrollsHorizontally = false
  /// The list configuration and item count of each section laid out as a list.
  private var listSections:
    [Int: (configuration: UICollectionLayoutListConfiguration, count: Int)] =
      [:]
  /// The sections' decorations, in section order.
  var decorations: [UICollectionViewLayoutAttributes] = []
  /// The edges of the grouped list sections, in the content's lines.
  private var boxes: [ListDecorationView.SectionBox] = []

  /// A list layout of `configuration`.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(configuration: configuration)
  }

  init(configuration: UICollectionLayoutListConfiguration) {
    listLayoutConfiguration = configuration
    section = nil
    sectionProvider = nil
    super.init()
  }

  /// A layout whose every section follows `section`.
  public init(section: NSCollectionLayoutSection) {
    self.section = section
    sectionProvider = nil
    listLayoutConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)
    super.init()
  }

  /// A layout whose every section follows `section`, laid out as a whole as `configuration`
  /// says.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(section: section)
    layoutConfiguration = configuration.copied()
  }

  /// A layout that asks `sectionProvider` for each section, laid out as a whole as
  /// `configuration` says.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: sectionProvider)
    layoutConfiguration = configuration.copied()
  }

  /// A layout that asks `sectionProvider` for each section when it lays out, telling it the
  /// collection view's size; a section it answers nil for shows no items.
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    section = nil
    self.sectionProvider = sectionProvider
    listLayoutConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)
    super.init()
  }

  /// The list's configuration, for a list layout; nil for sections.
  var listConfiguration: UICollectionLayoutListConfiguration? {
    isList ? listLayoutConfiguration : nil
  }

  /// The list configuration section `section` was laid out with: the list layout's, or that
  /// of a list section (``NSCollectionLayoutSection/list(using:layoutEnvironment:)``); nil for
  /// a section of groups.
  func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
    listSections[section]?.configuration ?? listConfiguration
  }

  /// Whether the layout is a list rather than sections.
  private var isList: Bool { section == nil && sectionProvider == nil }

  /// The height of a list item's cell before it is measured: one line.
  static let estimatedItemHeight = PointScale.line

  /// Whether a list of `configuration` draws lines between its items: the sidebar
  /// appearances draw none, as UIKit's sidebars show none.
  private static func drawsSeparators(_ configuration: UICollectionLayoutListConfiguration)
    -> Bool
  {
    configuration.showsSeparators
      && ![.sidebar, .sidebarPlain].contains(configuration.appearance)
  }

  /// Whether a list of `configuration` shows each section's first item as its header.
  static func hasHeaderItem(_ configuration: UICollectionLayoutListConfiguration) -> Bool {
    configuration.headerMode == .firstItemInSection
  }

  /// Whether `appearance` is one of the grouped ones, whose sections stand apart in edges.
  private static func isGrouped(_ appearance: UICollectionLayoutListConfiguration.Appearance)
    -> Bool
  {
    appearance == .grouped || appearance == .insetGrouped
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// True: right to left, the collection view mirrors the frames, the first item of a line at
  /// the right.
  override package var flipsByDefault: Bool { true }

  /// Stacks every section's headers, items and footers.
  open override func prepare() {
    elements = []
    bandTops = []
    bandBottoms = []
    items = [:]
    supplementaries = [:]
    pinnedHeaders = []
    orthogonalWidths = [:]
    orthogonalColumns = []
    orthogonalPagings = [:]
    visibleItemsHandlers = [:]
    hasSelfSizingGroups = false
    wholeSizeItems = []
    listSections = [:]
    boxes = []
    decorations = []
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let size = collectionView.bounds.size
    scrollsHorizontally = layoutConfiguration.scrollDirection == .horizontal && !isList
    if scrollsHorizontally {
      contentSize = prepareSideways(sectionCount: collectionView.numberOfSections, size: size)
      extendBands()
      return
    }
    var y: CGFloat = 0
    let whole = layoutConfiguration
    let layoutPath = IndexPath(item: 0, section: 0)
    var layoutHeaders:
      [(NSCollectionLayoutBoundarySupplementaryItem, UICollectionViewLayoutAttributes)] = []
    var headersBottom: CGFloat = 0
    for item in whole.boundarySupplementaryItems where item.isHeader {
      let frame = item.frame(
        size: item.layoutSize.resolved(in: size), x: 0, width: size.width, y: 0)
      layoutHeaders.append((item, addBoundary(item, at: layoutPath, frame: frame)))
      headersBottom = max(headersBottom, frame.maxY)
    }
    y = headersBottom
    for sectionIndex in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: sectionIndex)
      if sectionIndex > 0 { y += whole.interSectionSpacing }
      let top = y
      if !isList {
        let environment = CollectionLayoutEnvironment(
          contentSize: size, traitCollection: collectionView.traitCollection)
        guard let section = section ?? sectionProvider?(sectionIndex, environment) else {
          continue
        }
        if let list = section.listConfiguration {
          y = placeList(list, section: sectionIndex, count: count, top: y, width: size.width)
          continue
        }
        if section.selfSizesGroups { hasSelfSizingGroups = true }
        let placed = section.place(count: count, top: y, in: size) {
          let indexPath = IndexPath(item: $0, section: sectionIndex)
          return (self.measuredWidths[indexPath], self.measuredHeights[indexPath])
        }
        wholeSizeItems.formUnion(
          placed.wholeSizeItems.map { IndexPath(item: $0, section: sectionIndex) })
        let indexPath = IndexPath(item: 0, section: sectionIndex)
        addPlaced(placed, at: indexPath, pinnedFrom: top)
        orthogonalWidths[sectionIndex] = placed.orthogonalWidth
        visibleItemsHandlers[sectionIndex] = section.visibleItemsInvalidationHandler
        if placed.orthogonalWidth != nil {
          orthogonalPagings[sectionIndex] = OrthogonalPaging(
            behavior: section.orthogonalScrollingBehavior, groups: placed.orthogonalGroups,
            leadingInset: section.contentInsets.leading)
        }
        for decoration in section.decorationItems {
          let insets = decoration.contentInsets
          let attributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: decoration.elementKind, with: indexPath)
          attributes.zIndex = decoration.zIndex
          attributes.frame = CGRect(
            x: insets.leading, y: top + insets.top,
            width: max(size.width - insets.leading - insets.trailing, 0),
            height: max(placed.bottom - top - insets.top - insets.bottom, 0))
          decorations.append(attributes)
        }
        y = placed.bottom
        continue
      }
      y = placeList(
        listLayoutConfiguration, section: sectionIndex, count: count, top: y, width: size.width)
    }
    var footersBottom = y
    for item in whole.boundarySupplementaryItems where item.isFooter {
      let frame = item.frame(
        size: item.layoutSize.resolved(in: size), x: 0, width: size.width, y: y)
      addBoundary(item, at: layoutPath, frame: frame)
      footersBottom = max(footersBottom, frame.maxY)
    }
    for (item, header) in layoutHeaders where item.pinToVisibleBounds {
      pinnedHeaders.append((header, 0, footersBottom))
    }
    contentSize = CGSize(width: size.width, height: footersBottom)
    extendBands()
  }

  /// Makes the bands searchable whatever sticks out of them.
  private func extendBands() {
    // A badge may stick out of its item's band, above or below: each band reaches over those
    // of the elements before it (bottoms) and after it (tops), so a search by band never
    // misses an element that meets the rect.
    for index in bandBottoms.indices.dropFirst() {
      bandBottoms[index] = max(bandBottoms[index], bandBottoms[index - 1])
    }
    for index in bandTops.indices.reversed().dropFirst() {
      bandTops[index] = min(bandTops[index], bandTops[index + 1])
    }
  }

  /// Lays out section `sectionIndex` of `count` items as a list of `configuration` from `top`
  /// in `width`; returns its bottom. A plain or sidebar section is its header, its items each
  /// over its separator line (none in a sidebar) and its footer; a grouped one opens with a
  /// blank line, and its items lie between two edge lines (the bottom one in place of the last
  /// separator), inset by 2 columns each side in a rounded box when `.insetGrouped`. A header
  /// item (`.firstItemInSection`) takes the header's place.
  private func placeList(
    _ configuration: UICollectionLayoutListConfiguration, section sectionIndex: Int, count: Int,
    top: CGFloat, width: CGFloat
  ) -> CGFloat {
    listSections[sectionIndex] = (configuration, count)
    let grouped = Self.isGrouped(configuration.appearance)
    let inset = configuration.appearance == .insetGrouped ? PointScale.points(columns: 2) : 0
    let itemWidth = max(width - 2 * inset, 0)
    let separatorHeight = Self.drawsSeparators(configuration) ? PointScale.line : 0
    var y = top
    if grouped { y += PointScale.line }
    let sectionPath = IndexPath(item: 0, section: sectionIndex)
    var header: UICollectionViewLayoutAttributes?
    if configuration.headerMode == .supplementary {
      header = addSupplementary(
        UICollectionView.elementKindSectionHeader, at: sectionPath,
        frame: CGRect(x: inset, y: y, width: itemWidth, height: PointScale.line))
      y += PointScale.line
    }
    // With `.firstItemInSection`, item 0 is the section's header: in the header's place (before
    // a grouped section's top edge), as wide as a header, with no separator under it.
    let firstRow = Self.hasHeaderItem(configuration) && count > 0 ? 1 : 0
    if firstRow == 1 {
      let indexPath = IndexPath(item: 0, section: sectionIndex)
      let height = measuredHeights[indexPath] ?? Self.estimatedItemHeight
      addItem(
        indexPath, frame: CGRect(x: inset, y: y, width: itemWidth, height: height), bandTop: y,
        bandBottom: y + height)
      y += height
    }
    let topEdge = PointScale.lines(y)
    let hasRows = count > firstRow
    if grouped && hasRows { y += PointScale.line }
    let firstItem = PointScale.lines(y)
    for item in firstRow..<count {
      let indexPath = IndexPath(item: item, section: sectionIndex)
      let height = measuredHeights[indexPath] ?? Self.estimatedItemHeight
      let below = grouped && item == count - 1 ? PointScale.line : separatorHeight
      addItem(
        indexPath, frame: CGRect(x: inset, y: y, width: itemWidth, height: height), bandTop: y,
        bandBottom: y + height + below)
      y += height + below
    }
    if grouped && hasRows {
      let columns = PointScale.columns(width)
      boxes.append(
        ListDecorationView.SectionBox(
          top: topEdge, bottom: PointScale.lines(y) - 1, firstRow: firstItem,
          end: PointScale.lines(y) - 1,
          columns: inset > 0 ? 1..<max(columns - 1, 1) : 0..<columns, isRounded: inset > 0))
    }
    if configuration.footerMode == .supplementary {
      addSupplementary(
        UICollectionView.elementKindSectionFooter, at: sectionPath,
        frame: CGRect(x: inset, y: y, width: itemWidth, height: PointScale.line))
      y += PointScale.line
    }
    if let header, [.plain, .sidebarPlain].contains(configuration.appearance) {
      pinnedHeaders.append((header, top, y))
    }
    return y
  }

  /// Records a placed section's headers, items (with the views attached to them) and footers,
  /// the section's boundary items at `indexPath`; a pinned header is kept with where its
  /// section starts (`start`) and ends.
  func addPlaced(
    _ placed: NSCollectionLayoutSection.Placement, at indexPath: IndexPath,
    pinnedFrom start: CGFloat
  ) {
    for (item, frame) in placed.headers {
      let header = addBoundary(item, at: indexPath, frame: frame)
      if item.pinToVisibleBounds { pinnedHeaders.append((header, start, placed.bottom)) }
    }
    for (item, cell) in placed.cells.enumerated() {
      let itemPath = IndexPath(item: item, section: indexPath.section)
      addItem(itemPath, frame: cell.frame, bandTop: cell.bandTop, bandBottom: cell.bandBottom)
      for (attached, frame) in cell.attached {
        let attributes = addSupplementary(attached.elementKind, at: itemPath, frame: frame)
        attributes.zIndex = attached.zIndex
        attributes.attachment = .item
      }
    }
    for (item, frame) in placed.footers { addBoundary(item, at: indexPath, frame: frame) }
  }

  func addItem(
    _ indexPath: IndexPath, frame: CGRect, bandTop: CGFloat, bandBottom: CGFloat
  ) {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    items[indexPath] = attributes
    elements.append(attributes)
    bandTops.append(bandTop)
    bandBottoms.append(bandBottom)
  }

  @discardableResult
  func addSupplementary(_ kind: String, at indexPath: IndexPath, frame: CGRect)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = frame
    supplementaries[kind, default: [:]][indexPath] = attributes
    elements.append(attributes)
    bandTops.append(scrollsHorizontally ? frame.minX : frame.minY)
    bandBottoms.append(scrollsHorizontally ? frame.maxX : frame.maxY)
    return attributes
  }

  /// Adds the header or footer `item` at `indexPath`, with its stacking order.
  @discardableResult
  func addBoundary(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, at indexPath: IndexPath, frame: CGRect
  ) -> UICollectionViewLayoutAttributes {
    let attributes = addSupplementary(item.elementKind, at: indexPath, frame: frame)
    attributes.zIndex = item.zIndex
    attributes.attachment = .boundary
    return attributes
  }

  /// The elements whose frames meet `rect`: a sideways-scrolling section's cells where its
  /// offset puts them, and pinned headers where they are pinned: at the top of `rect` while
  /// their section reaches it, pushed up by the section's end (scrolling horizontally, at the
  /// left of `rect`, pushed left).
  ///
  /// - Complexity: O(log n + v + s) for v elements in `rect` (a sideways-scrolling section
  ///   counting all its items) and s pinned headers.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let (start, end) = scrollsHorizontally ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    var index = Self.firstElement(count: elements.count, endingBelow: start) {
      bandBottoms[$0]
    }
    var pinned: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]
    for header in pinnedHeaders where header.top < end && header.bottom > start {
      var frame = header.attributes.frame
      if scrollsHorizontally {
        frame.origin.x = max(frame.minX, min(start, header.bottom - frame.width))
      } else {
        frame.origin.y = max(frame.minY, min(start, header.bottom - frame.height))
      }
      let shown = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: header.attributes.representedElementKind ?? "",
        with: header.attributes.indexPath)
      shown.zIndex = header.attributes.zIndex
      shown.attachment = header.attributes.attachment
      shown.frame = frame
      pinned[ObjectIdentifier(header.attributes)] = shown
    }
    var found: [UICollectionViewLayoutAttributes] = []
    while index < elements.count, bandTops[index] < end {
      let element = elements[index]
      index += 1
      guard pinned[ObjectIdentifier(element)] == nil else { continue }
      var frame = element.frame
      let section = element.indexPath.section
      if element.scrollsWithItems, let offset = collectionView?.orthogonalOffset(ofSection: section)
      {
        if orthogonalColumns.contains(section) {
          frame.origin.y -= PointScale.points(lines: offset)
        } else {
          frame.origin.x -= PointScale.points(columns: offset)
        }
      }
      if frame.intersects(rect) { found.append(element) }
    }
    return decorations.filter { $0.frame.intersects(rect) } + found
      + pinned.values.filter { $0.frame.intersects(rect) }.sorted {
        $0.indexPath < $1.indexPath
      }
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

  override func orthogonalContentWidth(ofSection section: Int) -> CGFloat? {
    orthogonalWidths[section]
  }

  override func orthogonalScrollsVertically(ofSection section: Int) -> Bool {
    orthogonalColumns.contains(section)
  }

  /// Hands each section that has a visible items handler its elements on screen, in the
  /// order found, and draws them as it leaves them.
  override func visibleElements(
    _ elements: [UICollectionViewLayoutAttributes], contentOffset: CGPoint,
    sideways: (Int) -> CGFloat?
  ) -> [UICollectionViewLayoutAttributes] {
    guard !visibleItemsHandlers.isEmpty, let collectionView else { return elements }
    var shown = elements
    let environment = CollectionLayoutEnvironment(
      contentSize: collectionView.bounds.size, traitCollection: collectionView.traitCollection)
    for (section, handler) in visibleItemsHandlers.sorted(by: { $0.key < $1.key }) {
      let indices = shown.indices.filter { shown[$0].indexPath.section == section }
      guard !indices.isEmpty else { continue }
      let items = indices.map { LayoutVisibleItem(shown[$0]) }
      let offset =
        orthogonalColumns.contains(section)
        ? CGPoint(x: contentOffset.x, y: sideways(section) ?? contentOffset.y)
        : CGPoint(x: sideways(section) ?? contentOffset.x, y: contentOffset.y)
      handler(items, offset, environment)
      for (index, item) in zip(indices, items) { shown[index] = item.shown }
    }
    return shown
  }

  override func orthogonalPaging(ofSection section: Int) -> OrthogonalPaging? {
    orthogonalPagings[section]
  }

  override var selfSizesItems: Bool { isList || !listSections.isEmpty || hasSelfSizingGroups }

  /// Under a list item: a line from its text's column to the trailing edge (of the box, in an
  /// inset grouped list), except in a sidebar, in a list without separators, under a
  /// grouped section's last item, where the section's edge is drawn, and under a section's
  /// header item (`.firstItemInSection`).
  override func separator(below indexPath: IndexPath) -> SeparatorInset? {
    guard let (configuration, count) = listSections[indexPath.section],
      Self.drawsSeparators(configuration),
      !(Self.isGrouped(configuration.appearance) && indexPath.item == count - 1),
      !(Self.hasHeaderItem(configuration) && indexPath.item == 0)
    else { return nil }
    return configuration.appearance == .insetGrouped
      ? SeparatorInset(leading: 4, trailing: 2) : SeparatorInset(leading: 2, trailing: 0)
  }

  override var sectionBoxes: [ListDecorationView.SectionBox] { boxes }

  override func setMeasuredHeight(_ height: CGFloat, at indexPath: IndexPath) -> Bool {
    guard measuredHeights[indexPath] != height else { return false }
    measuredHeights[indexPath] = height
    invalidateLayout()
    return true
  }

  override func measuresWholeSize(at indexPath: IndexPath) -> Bool {
    wholeSizeItems.contains(indexPath)
  }

  override func setMeasuredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool {
    guard measuredWidths[indexPath] != size.width || measuredHeights[indexPath] != size.height
    else { return false }
    measuredWidths[indexPath] = size.width
    measuredHeights[indexPath] = size.height
    invalidateLayout()
    return true
  }

  override func moveMeasuredHeights(_ destination: (IndexPath) -> IndexPath?) {
    var moved: [IndexPath: CGFloat] = [:]
    for (indexPath, height) in measuredHeights {
      if let new = destination(indexPath) { moved[new] = height }
    }
    measuredHeights = moved
    var movedWidths: [IndexPath: CGFloat] = [:]
    for (indexPath, width) in measuredWidths {
      if let new = destination(indexPath) { movedWidths[new] = width }
    }
    measuredWidths = movedWidths
  }

  override func forgetMeasuredHeights() {
    measuredHeights = [:]
    measuredWidths = [:]
  }
}
