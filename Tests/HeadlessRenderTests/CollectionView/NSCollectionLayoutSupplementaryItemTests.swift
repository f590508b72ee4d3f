import Foundation
import HeadlessTestSupport
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// Views attached to compositional items (badges): where their anchors put them, drawn over
/// their item from the data source, moving with it, read after it, and stacked by zIndex.
@MainActor
@Suite struct NSCollectionLayoutSupplementaryItemTests {
  private func size(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
  ) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// A section of items half the width and `height` points tall, `attached` to each item.
  private func section(
    height: CGFloat = 22, insets: NSDirectionalEdgeInsets = .zero,
    attached: [NSCollectionLayoutSupplementaryItem]
  ) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: attached)
    item.contentInsets = insets
    return NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item]))
  }

  /// A badge of `kind`, 20 by 10 points unless said, at `anchor`.
  private func badge(
    _ kind: String, _ anchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor? = nil,
    size layoutSize: NSCollectionLayoutSize? = nil
  ) -> NSCollectionLayoutSupplementaryItem {
    let layoutSize = layoutSize ?? size(.absolute(20), .absolute(10))
    guard let itemAnchor else {
      return NSCollectionLayoutSupplementaryItem(
        layoutSize: layoutSize, elementKind: kind, containerAnchor: anchor)
    }
    return NSCollectionLayoutSupplementaryItem(
      layoutSize: layoutSize, elementKind: kind, containerAnchor: anchor, itemAnchor: itemAnchor)
  }

  /// The frames of the views of `kinds` attached to `item` of a two-item section following
  /// `section`, in a collection view of 312 by 440 points (32 columns by 20 lines).
  private func frames(_ section: NSCollectionLayoutSection, kinds: [String], item: Int = 0)
    -> [String: CGRect]
  {
    let source = GridDataSource(items: ["a", "b"])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 312, height: 440),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    source.attach(to: view)
    for kind in kinds {
      view.register(
        HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
    }
    return withExtendedLifetime(source) {
      view.layoutIfNeeded()
      var frames: [String: CGRect] = [:]
      for kind in kinds {
        frames[kind] =
          view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: item, section: 0))?.frame
      }
      return frames
    }
  }

  @Test func anAnchorPlacesTheViewAgainstItsEdgesOfTheItemThenMovesItByItsOffset() {
    // Item 0 is at (0, 0), 156 by 88 points.
    let attached = [
      badge("corner", NSCollectionLayoutAnchor(edges: [.top, .trailing])),
      badge(
        "moved",
        NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 4, y: -2))),
      badge("centre", NSCollectionLayoutAnchor(edges: [])),
      badge("both", NSCollectionLayoutAnchor(edges: [.leading, .trailing, .bottom])),
      badge(
        "half",
        NSCollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))),
      badge(
        "outside",
        NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)),
        itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading])),
      badge(
        "shifted", NSCollectionLayoutAnchor(edges: [.top, .leading]),
        itemAnchor: NSCollectionLayoutAnchor(
          edges: [.top, .leading], absoluteOffset: CGPoint(x: 3, y: 5))),
      badge(
        "fraction", NSCollectionLayoutAnchor(edges: [.bottom, .trailing]),
        size: size(.fractionalWidth(0.25), .fractionalHeight(0.5))),
    ]
    let placed = frames(section(height: 88, attached: attached), kinds: attached.map(\.elementKind))
    #expect(placed["corner"] == CGRect(x: 136, y: 0, width: 20, height: 10))
    #expect(placed["moved"] == CGRect(x: 4, y: 76, width: 20, height: 10))
    #expect(placed["centre"] == CGRect(x: 68, y: 39, width: 20, height: 10))
    // Both edges of an axis centre the view on it, as neither does.
    #expect(placed["both"] == CGRect(x: 68, y: 78, width: 20, height: 10))
    // Half its own size out: centred on the corner.
    #expect(placed["half"] == CGRect(x: 146, y: -5, width: 20, height: 10))
    // Its bottom-leading corner on the item's top-trailing one, then 10 points further out.
    #expect(placed["outside"] == CGRect(x: 166, y: -20, width: 20, height: 10))
    #expect(placed["shifted"] == CGRect(x: 3, y: 5, width: 20, height: 10))
    // Fractions of the item's cell: a quarter of 156, half of 88.
    #expect(placed["fraction"] == CGRect(x: 117, y: 44, width: 39, height: 44))
  }

  @Test func theContainerIsTheItemsCellAfterItsContentInsetsAndEachItemHasItsOwnViews() {
    let attached = [badge("corner", NSCollectionLayoutAnchor(edges: [.top, .trailing]))]
    let insets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let inset = section(height: 88, insets: insets, attached: attached)
    #expect(
      frames(inset, kinds: ["corner"])["corner"] == CGRect(x: 126, y: 10, width: 20, height: 10))
    #expect(
      frames(inset, kinds: ["corner"], item: 1)["corner"]
        == CGRect(x: 282, y: 10, width: 20, height: 10))
  }

  @Test func theAnchorAndTheItemKeepWhatTheyWereMadeWith() {
    let absolute = NSCollectionLayoutAnchor(edges: [.top], absoluteOffset: CGPoint(x: 1, y: 2))
    #expect(absolute.edges == .top)
    #expect(absolute.offset == CGPoint(x: 1, y: 2))
    #expect(absolute.isAbsoluteOffset && !absolute.isFractionalOffset)
    let fractional = NSCollectionLayoutAnchor(
      edges: .bottom, fractionalOffset: CGPoint(x: 0.5, y: 0))
    #expect(fractional.isFractionalOffset && !fractional.isAbsoluteOffset)
    let plain = NSCollectionLayoutAnchor(edges: .leading)
    #expect(plain.offset == .zero && plain.isAbsoluteOffset)
    let badge = self.badge("b", plain, itemAnchor: fractional)
    #expect(badge.elementKind == "b")
    #expect(badge.containerAnchor === plain)
    #expect(badge.itemAnchor === fractional)
    #expect(badge.zIndex == 1)
    #expect(self.badge("c", plain).itemAnchor == nil)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(22)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    #expect(header.zIndex == 1)
    #expect(header.elementKind == UICollectionView.elementKindSectionHeader)
    #expect(NSCollectionLayoutDecorationItem.background(elementKind: "d").zIndex == 0)
    let item = NSCollectionLayoutItem(
      layoutSize: size(.absolute(1), .absolute(1)), supplementaryItems: [badge])
    #expect(item.supplementaryItems == [badge])
    #expect(
      NSCollectionLayoutItem(layoutSize: size(.absolute(1), .absolute(1))).supplementaryItems
        .isEmpty)
  }

  /// A collection view `width` columns by `height` lines over `sections`, with "+1" badge
  /// views registered.
  private func grid(
    _ sections: [(title: String, items: [String])], width: Int = 16, height: Int,
    layout: UICollectionViewCompositionalLayout
  ) -> (GridDataSource, UICollectionView) {
    let source = GridDataSource(sections)
    let view = makeCollectionView(source, layout: layout, width: width, height: height)
    view.register(HeaderView.self, forSupplementaryViewOfKind: "+1", withReuseIdentifier: "Header")
    return (source, view)
  }

  /// A badge two columns by one line against the item's top-trailing corner, moved up by
  /// `lines` of its own height.
  private func plusOne(up lines: CGFloat = 0) -> NSCollectionLayoutSupplementaryItem {
    badge(
      "+1",
      NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0, y: -lines)),
      size: size(.absolute(19.5), .absolute(22)))
  }

  @Test func badgesAreDrawnOverTheirItemsFromTheDataSourceAndReadRightAfterThem() throws {
    let layout = UICollectionViewCompositionalLayout(section: section(attached: [plusOne()]))
    let (source, view) = grid(
      [(title: "", items: ["abcdefgh", "ijklmnop", "qr"])], height: 3, layout: layout)
    let text = try withExtendedLifetime(source) {
      try DeviceFrame(size: GridSize(width: 16, height: 3)).text(of: view, accessibility: true)
    }
    #expect(
      text == """
        updates: none
         ┌────────────────┐
         │abcdef+1ijklmn+1│
         │qr    +1        │
         │                │
         └────────────────┘
         VoiceOver:
           abcdefgh
           +1
           ijklmnop
           +1
           qr
           +1

        """)
  }

  @Test func zIndexDecidesWhatIsDrawnOnTopWhereFramesOverlap() throws {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      let badge = self.plusOne(up: index < 2 ? 1 : 0)
      badge.zIndex = [1, 2, -1, 1][index]
      let section = self.section(attached: index == 3 ? [] : [badge])
      if index < 2 {
        section.boundarySupplementaryItems = [
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: self.size(.fractionalWidth(1), .absolute(22)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
      }
      if index == 3 {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "fill")
        background.zIndex = 2
        section.decorationItems = [background]
      }
      return section
    }
    layout.register(FillView.self, forDecorationViewOfKind: "fill")
    let (source, view) = grid(
      [
        (title: "Fruit", items: ["abcdefgh"]), (title: "Veg", items: ["ijklmnop"]),
        (title: "", items: ["qrstuvwx"]), (title: "", items: ["yzabcdef"]),
      ], height: 6, layout: layout)
    // Fruit's badge (1) is under its header (1, a header over a badge at the same value);
    // Veg's (2) is over its header; the third item's (-1) is under its cell; the last
    // section's background (2) is over its cell.
    #expect(
      try withExtendedLifetime(source) {
        try DeviceFrame(size: GridSize(width: 16, height: 6)).render(view)
      } == [
        " ┌────────────────┐",
        " │Fruit           │",
        " │abcdefgh        │",
        " │Veg   +1        │",
        " │ijklmnop        │",
        " │qrstuvwx        │",
        " │················│",
        " └────────────────┘",
      ])
  }

  @Test func badgesMoveSidewaysWithTheirItemsInASectionThatScrollsSideways() throws {
    let section = section(attached: [plusOne()])
    section.orthogonalScrollingBehavior = .continuous
    let (source, view) = grid(
      [(title: "", items: ["abcdefgh", "ijklmnop", "qrstuvwx", "yz"])], height: 1,
      layout: UICollectionViewCompositionalLayout(section: section))
    defer { withExtendedLifetime(source) {} }
    let device = DeviceFrame(size: GridSize(width: 16, height: 1))
    #expect(try device.render(view)[1] == " │abcdef+1ijklmn+1│")
    #expect(try view.scrollOrthogonalSection(0, byColumns: 4))
    #expect(try device.render(view)[1] == " │ef+1ijklmn+1qrst│")
  }

  @Test func aBadgeReachingIntoTheViewportFromAnItemBelowItIsDrawn() throws {
    let layout = UICollectionViewCompositionalLayout(section: section(attached: [plusOne(up: 1)]))
    let (source, view) = grid(
      [(title: "", items: ["abcdefgh", "ijklmnop", "qr", "st"])], height: 1, layout: layout)
    // The first line's badges belong to the second line's items, which are not on screen.
    let text = try withExtendedLifetime(source) {
      try DeviceFrame(size: GridSize(width: 16, height: 1)).text(of: view, accessibility: true)
    }
    #expect(text.contains(" │abcdef+1ijklmn+1│\n"))
    #expect(text.hasSuffix(" VoiceOver:\n   abcdefgh\n   ijklmnop\n   +1\n   +1\n"))
  }
}

/// A decoration that fills its frame with dots.
private final class FillView: UICollectionReusableView {
  override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    for y in rect.minY..<rect.maxY {
      canvas.draw(
        String(repeating: "·", count: rect.width), at: GridPoint(x: rect.minX, y: y),
        clippedTo: clip)
    }
  }
}
