import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// Headers and footers of compositional sections: above and below the content insets,
/// across the section's width less its leading and trailing insets, pinned on request.
@MainActor
@Suite struct NSCollectionLayoutBoundarySupplementaryItemTests {
  private static let header = UICollectionView.elementKindSectionHeader
  private static let footer = UICollectionView.elementKindSectionFooter

  private func size(_ width: NSCollectionLayoutDimension, _ height: CGFloat)
    -> NSCollectionLayoutSize
  {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(height))
  }

  private func boundary(
    _ kind: String, _ alignment: NSRectAlignment,
    width: NSCollectionLayoutDimension = .fractionalWidth(1),
    height: CGFloat = 22
  ) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(width, height), elementKind: kind, alignment: alignment)
  }

  /// A section of items one 44-point line each, the whole width less its insets.
  private func section(_ items: [NSCollectionLayoutBoundarySupplementaryItem])
    -> NSCollectionLayoutSection
  {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), 44), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = items
    return section
  }

  /// A 312 by 440-point collection view (32 columns by 20 lines) of one item laid out by
  /// `section`.
  private func view(_ section: NSCollectionLayoutSection, _ source: GridDataSource)
    -> UICollectionView
  {
    makeCollectionView(
      source, layout: UICollectionViewCompositionalLayout(section: section), width: 32,
      height: 20)
  }

  @Test func headersGoAboveTheInsetsAndFootersBelowAcrossTheInsetSection() {
    let section = section([
      boundary(Self.header, .top), boundary(Self.footer, .bottomTrailing, width: .absolute(100)),
      boundary("badge", .topLeading, width: .absolute(100), height: 44),
      boundary("side", .leading), boundary("nowhere", .none),
    ])
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 6, bottom: 4, trailing: 6)
    let source = GridDataSource(items: ["a"])
    let view = view(section, source)
    let first = IndexPath(item: 0, section: 0)
    func frame(_ kind: String) -> CGRect? {
      view.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: first)?.frame
    }
    view.layoutIfNeeded()
    #expect(frame(Self.header) == CGRect(x: 6, y: 0, width: 300, height: 22))
    #expect(frame("badge") == CGRect(x: 6, y: 0, width: 100, height: 44))
    // The content starts under the tallest header and the top inset.
    #expect(
      view.layoutAttributesForItem(at: first)?.frame == CGRect(x: 6, y: 54, width: 300, height: 44))
    #expect(frame(Self.footer) == CGRect(x: 206, y: 102, width: 100, height: 22))
    #expect(frame("side") == nil)
    #expect(frame("nowhere") == nil)
    #expect(view.contentSize.height == 124)
  }

  @Test func aNarrowHeaderIsCentredTrailingOrLeadingAsItsAlignmentSays() {
    for (alignment, x) in [
      (NSRectAlignment.top, CGFloat(106)), (.topTrailing, 206), (.topLeading, 6),
    ] {
      let section = section([boundary(Self.header, alignment, width: .absolute(100))])
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
      let source = GridDataSource(items: ["a"])
      let view = view(section, source)
      view.layoutIfNeeded()
      #expect(
        view.collectionViewLayout.layoutAttributesForSupplementaryView(
          ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame.minX == x,
        "\(alignment)")
    }
  }

  @Test func itemsMadeForBoundariesHaveUIKitsDefaults() {
    let item = boundary(Self.header, .top)
    #expect(!item.pinToVisibleBounds)
    #expect(item.extendsBoundary)
    #expect(item.elementKind == Self.header)
    #expect(item.alignment == .top)
  }

  @Test func theEndOfItsSectionPushesAPinnedHeaderUp() throws {
    let header = boundary(Self.header, .top, height: 44)
    header.pinToVisibleBounds = true
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear"]), (title: "Veg", items: ["kale", "leek"]),
    ])
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), 22), subitems: [item]))
    section.boundarySupplementaryItems = [header]
    let view = makeCollectionView(
      source, layout: UICollectionViewCompositionalLayout(section: section), width: 8, height: 2)
    let device = DeviceFrame(size: GridSize(width: 8, height: 2))
    // Content: Fruit's two-line header (its title on the first), apple, pear, then Veg's.
    view.contentOffset = CGPoint(x: 0, y: 22)
    #expect(try device.render(view)[1...2] == [" │Fruit   │", " │        │"])
    // Pear's line is the section's last: only the header's second line is left on top.
    view.contentOffset = CGPoint(x: 0, y: 66)
    #expect(try device.render(view)[1...2] == [" │        │", " │Veg     │"])
  }

  @Test func aPinnedHeaderStaysOnTopWhileItsSectionShowsAndAnUnpinnedOneScrollsAway() throws {
    for isPinned in [true, false] {
      let header = boundary(Self.header, .top)
      header.pinToVisibleBounds = isPinned
      let source = GridDataSource([
        (title: "Fruit", items: ["apple", "pear"]), (title: "Veg", items: ["kale", "leek"]),
      ])
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let section = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size(.fractionalWidth(1), 22), subitems: [item]))
      section.boundarySupplementaryItems = [header]
      let view = makeCollectionView(
        source, layout: UICollectionViewCompositionalLayout(section: section), width: 8,
        height: 2)
      let device = DeviceFrame(size: GridSize(width: 8, height: 2))
      // Content: Fruit, apple, pear, Veg, kale, leek.
      view.contentOffset = CGPoint(x: 0, y: 22)
      #expect(
        try device.render(view)[1...2]
          == (isPinned ? [" │Fruit   │", " │pear    │"] : [" │apple   │", " │pear    │"]))
      // On its section's last line a pinned header covers that line's item.
      view.contentOffset = CGPoint(x: 0, y: 44)
      #expect(
        try device.render(view)[1...2]
          == (isPinned ? [" │Fruit   │", " │Veg     │"] : [" │pear    │", " │Veg     │"]))
      view.contentOffset = CGPoint(x: 0, y: 88)
      #expect(
        try device.render(view)[1...2]
          == (isPinned ? [" │Veg     │", " │leek    │"] : [" │kale    │", " │leek    │"]))
    }
  }
}
