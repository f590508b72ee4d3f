import Foundation
import HeadlessTestSupport
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// Compositional sections: groups repeated down a section, items placed along their group,
/// fractional and absolute dimensions, spacing and insets.
@MainActor
@Suite struct UICollectionViewCompositionalLayoutTests {
  private func size(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
  ) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// The frames of `count` items in one section following `section`, in a collection view of
  /// 312 by 440 points (32 columns by 20 lines, so no rounding).
  private func frames(_ section: NSCollectionLayoutSection, count: Int) -> [CGRect] {
    let source = GridDataSource(items: (0..<count).map { "\($0)" })
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 312, height: 440),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    source.attach(to: view)
    return withExtendedLifetime(source) {
      (0..<count).compactMap {
        view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
      }
    }
  }

  @Test func aListSectionIsLaidOutAsAListAmongGridSections() throws {
    let source = GridDataSource([
      (title: "Grid", items: ["a", "b", "c", "d"]), (title: "List", items: ["apple", "pear"]),
      (title: "Plain", items: ["fig"]),
    ])
    let layout = UICollectionViewCompositionalLayout { index, environment in
      switch index {
      case 0:
        let item = NSCollectionLayoutItem(
          layoutSize: self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        return NSCollectionLayoutSection(
          group: .horizontal(
            layoutSize: self.size(.fractionalWidth(1), .absolute(22)), subitems: [item]))
      case 1:
        return .list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
          layoutEnvironment: environment)
      default:
        var plain = UICollectionLayoutListConfiguration(appearance: .plain)
        plain.trailingSwipeActionsConfigurationProvider = { _ in
          UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
          ])
        }
        return .list(using: plain, layoutEnvironment: environment)
      }
    }
    let view = makeCollectionView(source, layout: layout, width: 16, height: 10)
    // The grid's items are not list items: no separators under them.
    #expect(
      try DeviceFrame(size: GridSize(width: 16, height: 10)).render(view) == [
        " ┌────────────────┐",
        " │a       b       │",
        " │c       d       │",
        " │                │",
        " │ ╭────────────╮ │",
        " │ │apple       │ │",
        " │ │  ──────────│ │",
        " │ │pear        │ │",
        " │ ╰────────────╯ │",
        " │fig             │",
        " │  ──────────────│",
        " └────────────────┘",
      ])
    // A list section's swipe actions come from its own configuration's providers.
    let delete = view.swipeConfiguration(at: IndexPath(item: 0, section: 2), edge: .trailing)
    #expect(delete?.actions.map(\.title) == ["Delete"])
    #expect(view.swipeConfiguration(at: IndexPath(item: 0, section: 1), edge: .trailing) == nil)
    #expect(view.swipeConfiguration(at: IndexPath(item: 0, section: 0), edge: .trailing) == nil)
  }

  @Test func aSectionBackgroundIsDrawnBehindTheWholeSectionFromItsRegisteredClass() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear", "fig"]), (title: "Veg", items: ["kale"]),
    ])
    let layout = UICollectionViewCompositionalLayout { index, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
      let section = NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: self.size(.fractionalWidth(1), .absolute(22)), subitems: [item]))
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 22, trailing: 0)
      if index == 0 {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "dots")
        background.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 9.75, bottom: 0, trailing: 9.75)
        section.decorationItems = [background]
      }
      return section
    }
    let view = makeCollectionView(source, layout: layout, width: 16, height: 6)
    let device = DeviceFrame(size: GridSize(width: 16, height: 6))
    do {
      _ = try device.render(view)
      Issue.record("a decoration of an unregistered kind was drawn")
    } catch {
      guard case .collectionViewFailed(let failure) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(
        failure.reason.description
          == "could not dequeue a decoration view of kind: dots - must register as a class or "
          + "nib or connect a prototype in a storyboard")
    }
    layout.register(DotsView.self, forDecorationViewOfKind: "dots")
    // A column in on each side, over the section's three lines (two of items, one of inset);
    // the items' labels are drawn over it (apple's first column too), their blank columns let
    // it show.
    #expect(
      try device.render(view) == [
        " ┌────────────────┐",
        " │apple···pear··· │",
        " │fig············ │",
        " │ ·············· │",
        " │kale            │",
        " │                │",
        " │                │",
        " └────────────────┘",
      ])
  }

  @Test func aGroupOfEstimatedHeightIsAsTallAsItsTallestCellOnceMeasured() throws {
    func grid(_ height: NSCollectionLayoutDimension) -> (GridDataSource, UICollectionView) {
      let source = GridDataSource(items: ["apple", "a long pear name", "fig", "kiwi"])
      let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), height))
      let layout = UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(
          group: .horizontal(layoutSize: size(.fractionalWidth(1), height), subitems: [item])))
      return (source, makeCollectionView(source, layout: layout, width: 16, height: 5))
    }
    let (source, view) = grid(.estimated(22))
    defer { withExtendedLifetime(source) {} }
    // The pear wraps to three lines at 8 columns: its line is three lines tall, apple keeps
    // its one line, and the next line of items starts under the pear.
    #expect(
      try DeviceFrame(size: GridSize(width: 16, height: 5)).render(view) == [
        " ┌────────────────┐",
        " │apple   a long  │",
        " │        pear    │",
        " │        name    │",
        " │fig     kiwi    │",
        " │                │",
        " └────────────────┘",
      ])
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 22)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 66)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 66)
    // An absolute height does not self-size.
    let (fixedSource, fixed) = grid(.absolute(22))
    defer { withExtendedLifetime(fixedSource) {} }
    fixed.layoutIfNeeded()
    #expect(fixed.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 22)
    #expect(fixed.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 22)
  }

  @Test func aVerticalCountGroupSharesItsHeightBetweenItsItems() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(5)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .absolute(66)), subitem: item, count: 3)
    let placed = frames(NSCollectionLayoutSection(group: group), count: 4)
    #expect(placed.map(\.minY) == [0, 22, 44, 66])
    #expect(placed.allSatisfy { $0.size == CGSize(width: 156, height: 22) })
  }

  @Test func theLayoutsConfigurationSpacesSectionsAndAddsTheLayoutsOwnHeaderAndFooter() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear"]), (title: "Veg", items: ["kale"]),
    ])
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(22)), subitems: [item]))
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    #expect(configuration.interSectionSpacing == 0)
    #expect(configuration.boundarySupplementaryItems.isEmpty)
    #expect(configuration.scrollDirection == .vertical)
    configuration.interSectionSpacing = 44
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(22)), elementKind: "top",
        alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(22)), elementKind: "bottom",
        alignment: .bottom),
    ]
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    // The layout keeps a copy: changing the configuration afterwards changes nothing.
    configuration.interSectionSpacing = 0
    #expect(layout.configuration.interSectionSpacing == 44)
    #expect(layout.configuration !== layout.configuration)
    let view = makeCollectionView(source, layout: layout, width: 16, height: 7)
    for kind in ["top", "bottom"] {
      view.register(
        HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
    }
    #expect(
      try DeviceFrame(size: GridSize(width: 16, height: 7)).render(view) == [
        " ┌────────────────┐",
        " │top             │",
        " │apple   pear    │",
        " │                │",
        " │                │",
        " │kale            │",
        " │bottom          │",
        " │                │",
        " └────────────────┘",
      ])
    let provided = UICollectionViewCompositionalLayout(
      sectionProvider: { _, _ in section }, configuration: configuration)
    #expect(provided.configuration.interSectionSpacing == 0)
  }

  @Test func aHorizontalGroupTakesItemsWhileTheyFitAndRepeatsDownTheSection() {
    let item = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 22
    let placed = frames(section, count: 6)
    #expect(placed.map(\.minX) == [0, 78, 156, 234, 0, 78])
    #expect(placed.map(\.minY) == [0, 0, 0, 0, 66, 66])
    #expect(placed.allSatisfy { $0.size == CGSize(width: 78, height: 44) })
  }

  @Test func fractionsResolveAgainstTheSectionLessItsInsetsAndItemsAreInsetAfterPlacing() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 6, bottom: 0, trailing: 6)
    // The section is 300 wide: items of 150, inset to 142 by 46.
    #expect(
      frames(section, count: 2) == [
        CGRect(x: 10, y: 12, width: 142, height: 46), CGRect(x: 160, y: 12, width: 142, height: 46),
      ])
  }

  @Test func aCountGroupSharesItsWidthAndARepeatingOneKeepsTheItemsSize() {
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .fractionalHeight(1)))
    let shared = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(22)), subitem: item, count: 3)
    shared.interItemSpacing = .fixed(6)
    // (312 − 2 × 6) / 3 = 100 each.
    #expect(
      frames(NSCollectionLayoutSection(group: shared), count: 3).map(\.minX) == [0, 106, 212])
    let repeating = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(22)), repeatingSubitem: item, count: 3)
    #expect(
      frames(NSCollectionLayoutSection(group: repeating), count: 4).map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 22),
      ])
  }

  /// "The value of this property is ignored for any axis that uses an estimated value for its
  /// dimension" (UIKit's documentation of `contentInsets`).
  @Test func anItemsInsetsAreIgnoredAlongAnEstimatedAxis() {
    let insets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
    let estimated = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .estimated(44)))
    estimated.contentInsets = insets
    let absolute = NSCollectionLayoutItem(layoutSize: size(.estimated(100), .absolute(44)))
    absolute.contentInsets = insets
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [estimated, absolute])
    #expect(
      frames(NSCollectionLayoutSection(group: group), count: 2) == [
        CGRect(x: 4, y: 0, width: 92, height: 44), CGRect(x: 100, y: 2, width: 100, height: 40),
      ])
  }

  @Test func flexibleSpacingSharesTheRoomTheItemsLeave() {
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(22)), subitems: [item])
    group.interItemSpacing = .flexible(0)
    // Three items of 100 fit in 312; the 12 points left are shared by the two gaps.
    #expect(frames(NSCollectionLayoutSection(group: group), count: 3).map(\.minX) == [0, 106, 212])
  }

  @Test func aNestedVerticalGroupStacksItsItemsBesideALargeOne() {
    let large = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(88)), subitems: [large, column])
    #expect(
      frames(NSCollectionLayoutSection(group: group), count: 4) == [
        CGRect(x: 0, y: 0, width: 156, height: 88), CGRect(x: 156, y: 0, width: 156, height: 44),
        CGRect(x: 156, y: 44, width: 156, height: 44), CGRect(x: 0, y: 88, width: 156, height: 88),
      ])
  }

  @Test func aTwoColumnGridIsDrawnOnTheGrid() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(22)), subitems: [item])
    let source = GridDataSource(items: ["heron", "owl", "wren"])
    let grid = makeCollectionView(
      source,
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      width: 20, height: 2)
    #expect(
      try DeviceFrame(size: GridSize(width: 20, height: 2)).render(grid) == [
        " ┌────────────────────┐",
        " │heron     owl       │",
        " │wren                │",
        " └────────────────────┘",
      ])
  }

  @Test func aSectionProviderGivesEachSectionItsOwnLayoutAndIsToldTheCollectionViewsSize() throws {
    var widths: [CGFloat] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      widths.append(environment.container.effectiveContentSize.width)
      guard index == 0 else { return nil }  // the second section shows nothing
      let item = NSCollectionLayoutItem(
        layoutSize: self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: self.size(.fractionalWidth(1), .absolute(22)), subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let source = GridDataSource([(title: "", items: ["heron", "owl"]), (title: "", items: ["x"])])
    let grid = makeCollectionView(source, layout: layout, width: 20, height: 2)
    #expect(
      try DeviceFrame(size: GridSize(width: 20, height: 2)).render(grid) == [
        " ┌────────────────────┐",
        " │heron     owl       │",
        " │                    │",
        " └────────────────────┘",
      ])
    #expect(widths == [195, 195])
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
  }
}

/// A decoration view that fills its frame with dots.
@MainActor
private final class DotsView: UICollectionReusableView {
  override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    for y in rect.minY..<rect.maxY {
      canvas.draw(
        String(repeating: "·", count: rect.width), at: GridPoint(x: rect.minX, y: y),
        clippedTo: clip)
    }
  }
}
