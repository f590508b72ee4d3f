import Foundation
import HeadlessTesting
import TestSupport
import Testing

@testable import HeadlessRender

/// A list cell's `separatorLayoutGuide` and a list content view's `textLayoutGuide`: real
/// layout guides that constraints use, the separator starting where the cell puts its guide.
@MainActor
@Suite struct UICollectionViewListLayoutGuideTests {
  /// A list cell showing its item in a label of its own, 6 columns (58.5 points) into the
  /// content view, whose separator guide follows the label when `alignsSeparator`.
  final class IndentedCell: UICollectionViewListCell {
    let title = UILabel()
    var separatorConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
      super.init(frame: frame)
      title.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(title)
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 58.5),
        title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor),
        title.topAnchor.constraint(equalTo: contentView.topAnchor),
        title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("not used")
    }

    var alignsSeparator = false {
      didSet {
        separatorConstraint?.isActive = false
        separatorConstraint = nil
        guard alignsSeparator else { return }
        separatorConstraint = separatorLayoutGuide.leadingAnchor.constraint(
          equalTo: title.leadingAnchor)
        separatorConstraint?.isActive = true
      }
    }
  }

  /// A list of `items` in `IndentedCell`s, the first `aligned` ones aligning their separators.
  final class Source: NSObject, UICollectionViewDataSource {
    let items: [String]
    let aligned: Int
    init(_ items: [String], aligned: Int) {
      self.items = items
      self.aligned = aligned
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { items.count }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      (cell as? IndentedCell)?.title.text = items[indexPath.item]
      (cell as? IndentedCell)?.alignsSeparator = indexPath.item < aligned
      return cell
    }
  }

  private func list(
    _ source: Source, _ appearance: UICollectionLayoutListConfiguration.Appearance = .plain
  ) -> UICollectionView {
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 195, height: 132),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: appearance)))
    list.register(IndentedCell.self, forCellWithReuseIdentifier: "Cell")
    list.dataSource = source
    return list
  }

  @Test func aConstrainedSeparatorGuideMovesTheSeparatorToItsLeadingEdge() throws {
    let source = Source(["apple", "pear"], aligned: 1)
    let frame = DeviceFrame(size: GridSize(width: 20, height: 4))
    // apple's separator starts under its label; pear's, left alone, at the text's column.
    #expect(
      try frame.render(list(source))[1...4] == [
        " │      apple         │",
        " │      ──────────────│",
        " │      pear          │",
        " │  ──────────────────│",
      ])
    // Indented two levels, the content view and its label move 2 columns in, the separator
    // with them.
    let indented = list(source)
    _ = try frame.render(indented)
    let apple = try #require(indented.cellForItem(at: IndexPath(item: 0, section: 0)))
    (apple as? UICollectionViewListCell)?.indentationLevel = 2
    indented.setNeedsLayout()
    #expect(
      try frame.render(indented)[1...2] == [
        " │        apple       │",
        " │        ────────────│",
      ])
    // In an inset grouped list, from the item's leading edge in its box.
    #expect(
      try DeviceFrame(size: GridSize(width: 20, height: 6)).render(list(source, .insetGrouped))[
        1...5] == [
          " │                    │",
          " │ ╭────────────────╮ │",
          " │ │      apple     │ │",
          " │ │      ──────────│ │",
          " │ │      pear      │ │",
        ])
  }

  @Test func theSeparatorFollowsTheGuideRightToLeftAndForgetsItWhenUnconstrained() throws {
    let source = Source(["apple"], aligned: 1)
    let collection = list(source)
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 6))
    window.addSubview(collection)
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    let frame = DeviceFrame(size: GridSize(width: 20, height: 2))
    #expect(
      try frame.render(collection)[1...2] == [
        " │         apple      │",
        " │──────────────      │",
      ])
    let cell = try #require(
      collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? IndentedCell)
    cell.alignsSeparator = false
    collection.setNeedsLayout()
    #expect(try frame.render(collection)[2] == " │──────────────────  │")
  }

  @Test func theTextGuideIsThePrimaryTextsFrameAndNilWithoutText() throws {
    var content = UIListContentConfiguration.cell()
    content.text = "Wi-Fi"
    content.image = UIImage(systemName: "wifi")
    let view = UIListContentView(configuration: content)
    view.gridFrame = GridRect(x: 0, y: 0, width: 30, height: 1)
    view.layoutIfNeeded()
    let guide = try #require(view.textLayoutGuide)
    #expect(guide.owningView === view)
    let image = try #require(view.subviews.first { $0 is UIImageView })
    // The text starts a column after the image.
    #expect(guide.layoutFrame.minX == PointScale.points(columns: image.gridFrame.maxX + 1))
    #expect(guide.layoutFrame.height == 22)
    content.text = nil
    view.configuration = content
    #expect(view.textLayoutGuide == nil)
    content.attributedText = NSAttributedString(string: "Home")
    view.configuration = content
    #expect(view.textLayoutGuide === guide)
  }

  @Test func aSeparatorGuideConstrainedToTheTextGuideStartsUnderTheText() throws {
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 292.5, height: 66),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      content.image = UIImage(systemName: "star")
      cell.contentConfiguration = content
      guard let text = (cell.contentView.subviews.first as? UIListContentView)?.textLayoutGuide
      else { return }
      cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: text.leadingAnchor).isActive =
        true
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Mail", "Notes"])
    dataSource.apply(snapshot, animatingDifferences: false)
    let lines = try DeviceFrame(size: GridSize(width: 30, height: 3)).render(list)
    // The image placeholder and a space, then the text: the separator starts under it.
    #expect(
      lines[1...3] == [
        " │  [img: star] Mail            │",
        " │              ────────────────│",
        " │  [img: star] Notes           │",
      ])
    let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    let text = try #require(
      (cell.contentView.subviews.first as? UIListContentView)?.textLayoutGuide)
    #expect(text.layoutFrame.minX == PointScale.points(columns: 14))
    withExtendedLifetime(dataSource) {}
  }
}
