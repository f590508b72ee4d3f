import Foundation
import HeadlessTestSupport
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// Groups of a compositional layout: the views attached to each instance of a group, and
/// groups that size themselves from their cells (estimated heights stacked in vertical and
/// nested groups, estimated widths flowing along a horizontal group).
@MainActor
@Suite struct NSCollectionLayoutGroupTests {
  private func size(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
  ) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// A view of `kind`, `width` by `height` points, at `edges` of its container.
  private func view(
    _ kind: String, _ edges: NSDirectionalRectEdge, width: CGFloat = 20, height: CGFloat = 10
  ) -> NSCollectionLayoutSupplementaryItem {
    NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(width), .absolute(height)), elementKind: kind,
      containerAnchor: NSCollectionLayoutAnchor(edges: edges))
  }

  /// A collection view `width` columns by `height` lines over `items` with `layout`, its
  /// supplementary views of `kinds` showing their kind and item ("g0").
  private func grid(
    _ items: [String], kinds: [String] = [], width: Int, height: Int,
    layout: UICollectionViewCompositionalLayout
  ) -> (GroupViewSource, UICollectionView) {
    let source = GroupViewSource(items: items)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 9.75 * Double(width), height: 22 * Double(height)),
      collectionViewLayout: layout)
    view.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    for kind in kinds {
      view.register(HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "View")
    }
    view.dataSource = source
    return (source, view)
  }

  @Test func aGroupsSupplementaryItemsAreSettableAndAnItemsAreWhatItWasMadeWith() {
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(1), .absolute(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(1), .absolute(1)), subitems: [item])
    #expect(group.supplementaryItems.isEmpty)
    let badge = view("g", .top)
    group.supplementaryItems = [badge]
    #expect(group.supplementaryItems == [badge])
    #expect(item.supplementaryItems.isEmpty)
  }

  @Test func eachInstanceOfAGroupHasItsViewsAgainstItsFrameAtItsFirstItem() {
    // Outer groups 312 by 88 inset by 10: a large item beside a column of two small ones.
    let large = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
    column.supplementaryItems = [view("inner", [.bottom, .trailing], height: 22)]
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(88)), subitems: [large, column])
    group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    group.supplementaryItems = [view("outer", [.top, .leading], height: 22)]
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (source, collectionView) = grid(
      ["a", "b", "c", "d"], kinds: ["inner", "outer"], width: 32, height: 20, layout: layout)
    defer { withExtendedLifetime(source) {} }
    collectionView.layoutIfNeeded()
    let views =
      (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 312, height: 440))
      ?? []).filter { $0.representedElementCategory == .supplementaryView }
    // The outer view at each group's own top-leading corner (its content insets do not move
    // it); the column's against the column's frame, at the index path of its first item; the
    // second group's column holds no item and has no view.
    #expect(
      views.map { "\($0.representedElementKind ?? "") \($0.indexPath.item) \($0.frame)" } == [
        "outer 0 \(CGRect(x: 0, y: 0, width: 20, height: 22))",
        "inner 1 \(CGRect(x: 282, y: 56, width: 20, height: 22))",
        "outer 3 \(CGRect(x: 0, y: 88, width: 20, height: 22))",
      ])
    #expect(views.allSatisfy { $0.zIndex == 1 && $0.attachment == .item })
    #expect(source.requests == ["outer [0, 0]", "inner [0, 1]", "outer [0, 3]"])
  }

  @Test func groupViewsAreDrawnFromTheDataSourceByZIndexAndReadAfterTheGroupsFirstItem() throws {
    // Two items to a line, each group a line of items over a line for its footer view, and a
    // two-column mark at its top-trailing corner: over the second item in section 0 (zIndex
    // 1, the default), under it in section 1 (-1).
    let layout = UICollectionViewCompositionalLayout { index, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: self.size(.fractionalWidth(0.5), .absolute(22)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: self.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
      let footer = NSCollectionLayoutSupplementaryItem(
        layoutSize: self.size(.fractionalWidth(1), .absolute(22)), elementKind: "g",
        containerAnchor: NSCollectionLayoutAnchor(edges: .bottom))
      let mark = self.view("m", [.top, .trailing], width: 19.5, height: 22)
      mark.zIndex = index == 0 ? 1 : -1
      group.supplementaryItems = [footer, mark]
      return NSCollectionLayoutSection(group: group)
    }
    let source = GroupViewSource(items: [])
    source.sections = [["abcdefgh", "ijklmnop", "qr"], ["stuvwxyz", "ABCDEFGH"]]
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 156, height: 22 * 8), collectionViewLayout: layout)
    view.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    for kind in ["g", "m"] {
      view.register(HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "View")
    }
    view.dataSource = source
    let text = try withExtendedLifetime(source) {
      try DeviceFrame(size: GridSize(width: 16, height: 8)).text(of: view, accessibility: true)
    }
    #expect(
      text == """
        updates: none
         ┌────────────────┐
         │abcdefghijklmnm0│
         │g0              │
         │qr            m2│
         │g2              │
         │stuvwxyzABCDEFGH│
         │g0              │
         │                │
         │                │
         └────────────────┘
         VoiceOver:
           abcdefgh
           m0
           g0
           ijklmnop
           qr
           m2
           g2
           stuvwxyz
           m0
           g0
           ABCDEFGH

        """)
  }

  @Test func groupViewsComeFromTheSupplementaryViewProviderAndMoveSidewaysWithTheirGroup() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(22)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(78), .absolute(44)), subitems: [item])
    group.supplementaryItems = [
      NSCollectionLayoutSupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(22)), elementKind: "f",
        containerAnchor: NSCollectionLayoutAnchor(edges: .bottom))
    ]
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 156, height: 44),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    view.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    view.register(HeaderView.self, forSupplementaryViewOfKind: "f", withReuseIdentifier: "View")
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      collectionView, indexPath, title in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
      (cell as? LabelCell)?.label.text = title
      return cell
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      let footer = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "View", for: indexPath)
      (footer as? HeaderView)?.label.text = "\(kind)\(indexPath.item)"
      return footer
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["abcdefgh", "ijklmnop", "qrstuvwx"])
    dataSource.apply(snapshot, animatingDifferences: false)
    let device = DeviceFrame(size: GridSize(width: 16, height: 2))
    #expect(try device.render(view)[1...2] == [" │abcdefghijklmnop│", " │f0      f1      │"])
    // Four columns on, each footer has moved with its group: the first one's label is off
    // screen, the third group's footer has come on.
    #expect(try view.scrollOrthogonalSection(0, byColumns: 4))
    #expect(try device.render(view)[1...2] == [" │efghijklmnopqrst│", " │    f1      f2  │"])
  }

  @Test func aVerticalGroupOfEstimatedHeightStacksItsItemsMeasuredHeights() throws {
    func grid(_ height: NSCollectionLayoutDimension, insets: CGFloat = 0) -> (
      GroupViewSource, UICollectionView
    ) {
      let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(22)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), height), subitems: [item])
      group.contentInsets = NSDirectionalEdgeInsets(
        top: insets, leading: 0, bottom: insets, trailing: 0)
      return self.grid(
        ["apple", "a long pear name", "fig", "kiwi"], width: 10, height: 6,
        layout: UICollectionViewCompositionalLayout(
          section: NSCollectionLayoutSection(group: group)))
    }
    let device = DeviceFrame(size: GridSize(width: 10, height: 6))
    // Two items to a group at their estimates; the pear wraps to two lines, so the first
    // group is three lines tall and the second starts under it.
    let (source, estimated) = grid(.estimated(44))
    defer { withExtendedLifetime(source) {} }
    #expect(
      try device.render(estimated) == [
        " ┌──────────┐",
        " │apple     │",
        " │a long    │",
        " │pear name │",
        " │fig       │",
        " │kiwi      │",
        " │          │",
        " └──────────┘",
      ])
    func tops(_ view: UICollectionView) -> [CGFloat] {
      (0..<4).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        .map(\.frame.minY)
    }
    #expect(tops(estimated) == [0, 22, 66, 88])
    // The group's content insets (a line above and below, out of its 88-point estimate, so
    // two items still fit) add to what its items measure.
    let (insetSource, inset) = grid(.estimated(88), insets: 22)
    defer { withExtendedLifetime(insetSource) {} }
    inset.layoutIfNeeded()
    #expect(tops(inset) == [22, 44, 132, 154])
    // A group of absolute height keeps it, and holds the items that fit at their measured
    // heights: the apple alone (the pear does not fit after it), the pear alone, then two.
    let (fixedSource, fixed) = grid(.absolute(44))
    defer { withExtendedLifetime(fixedSource) {} }
    #expect(
      try device.render(fixed) == [
        " ┌──────────┐",
        " │apple     │",
        " │          │",
        " │a long    │",
        " │pear name │",
        " │fig       │",
        " │kiwi      │",
        " └──────────┘",
      ])
  }

  @Test func anOuterGroupTakesTheHeightOfItsTallestMeasuredInnerGroup() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(22)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .estimated(44)), subitems: [item])
    column.supplementaryItems = [view("*", [.bottom, .trailing], width: 19.5, height: 22)]
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [column])
    let (source, view) = grid(
      ["apple", "a long pear", "fig", "kiwi", "plum"], kinds: ["*"], width: 16, height: 5,
      layout: UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: group)))
    defer { withExtendedLifetime(source) {} }
    // The left column is three lines (the pear wraps), the right two: the first group is
    // three lines tall, each column's mark at its own measured bottom; the second group's
    // right column holds no item and has no mark.
    #expect(
      try DeviceFrame(size: GridSize(width: 16, height: 5)).render(view) == [
        " ┌────────────────┐",
        " │apple   fig     │",
        " │a long  kiwi  *2│",
        " │pear  *0        │",
        " │plum  *4        │",
        " │                │",
        " └────────────────┘",
      ])
    // The second group is as tall as its left column: its empty right column does not count.
    #expect(view.collectionViewLayout.collectionViewContentSize.height == 88)
  }

  @Test func itemsOfEstimatedWidthFlowAlongAFixedWidthGroupAtTheirMeasuredWidths() throws {
    let tags = [
      "swift", "ios", "layout", "abc", "a very long tag name here", "layouts", "abcdefghijklm",
    ]
    func grid(_ tags: [String], nested: Bool) -> (GroupViewSource, UICollectionView) {
      let item = NSCollectionLayoutItem(layoutSize: size(.estimated(40), .absolute(22)))
      // Nested, each item in a group of estimated width: the groups flow as the items do.
      let subitem =
        nested
        ? NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.estimated(40), .absolute(22)), subitems: [item]) : item
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(22)), subitems: [subitem])
      group.interItemSpacing = .fixed(9.75)
      return self.grid(
        tags, width: 20, height: 5,
        layout: UICollectionViewCompositionalLayout(
          section: NSCollectionLayoutSection(group: group)))
    }
    // Each tag as wide as its label, a column apart, while it fits the line: "abc" ends on
    // the line's last column; the long tag is cut to the line; "abcdefghijklm" would end one
    // column past the line after "layouts" and starts the next.
    let device = DeviceFrame(size: GridSize(width: 20, height: 5))
    let (source, flat) = grid(tags, nested: false)
    defer { withExtendedLifetime(source) {} }
    #expect(
      try device.render(flat) == [
        " ┌────────────────────┐",
        " │swift ios layout abc│",
        " │a very long tag nam…│",
        " │layouts             │",
        " │abcdefghijklm       │",
        " │                    │",
        " └────────────────────┘",
      ])
    #expect(
      (0..<3).compactMap { flat.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        .map(\.frame) == [
          CGRect(x: 0, y: 0, width: 48.75, height: 22),
          CGRect(x: 58.5, y: 0, width: 29.25, height: 22),
          CGRect(x: 97.5, y: 0, width: 58.5, height: 22),
        ])
    // A column of estimated width is as wide as its widest tag, and columns flow as tags do.
    let tag = NSCollectionLayoutItem(layoutSize: size(.estimated(40), .absolute(22)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.estimated(40), .absolute(44)), subitems: [tag])
    let columns = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [column])
    columns.interItemSpacing = .fixed(9.75)
    let (columnSource, columnView) = self.grid(
      ["ab", "abcdef", "xyz", "q"], width: 20, height: 5,
      layout: UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: columns)))
    defer { withExtendedLifetime(columnSource) {} }
    #expect(
      try device.render(columnView) == [
        " ┌────────────────────┐",
        " │ab     xyz          │",
        " │abcdef q            │",
        " │                    │",
        " │                    │",
        " │                    │",
        " └────────────────────┘",
      ])
    let (nestedSource, nested) = grid(tags.filter { $0.count < 20 }, nested: true)
    defer { withExtendedLifetime(nestedSource) {} }
    #expect(
      try device.render(nested) == [
        " ┌────────────────────┐",
        " │swift ios layout abc│",
        " │layouts             │",
        " │abcdefghijklm       │",
        " │                    │",
        " │                    │",
        " └────────────────────┘",
      ])
  }
}

/// A data source of sections of strings in `LabelCell`s ("Label"), whose supplementary views
/// ("View", `HeaderView`s) show their kind and item ("g0"); it records each view it is asked
/// for ("g [0, 0]").
@MainActor
private final class GroupViewSource: NSObject, UICollectionViewDataSource {
  var sections: [[String]]
  private(set) var requests: [String] = []

  init(items: [String]) {
    sections = [items]
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
    (cell as? LabelCell)?.label.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    requests.append("\(kind) [\(indexPath.section), \(indexPath.item)]")
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "View", for: indexPath)
    (view as? HeaderView)?.label.text = "\(kind)\(indexPath.item)"
    return view
  }
}
