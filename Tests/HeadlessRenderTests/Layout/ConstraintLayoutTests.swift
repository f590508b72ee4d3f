import Cassowary
import Foundation
import HeadlessRender
import Testing

/// A view with a fixed intrinsic size, like an avatar image.
@MainActor
final class FixedSizeView: UIView {
  let size: GridSize

  init(_ size: GridSize) {
    self.size = size
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override var intrinsicContentSize: CGSize { size.points }
  override func sizeThatFits(_ size: CGSize) -> CGSize { self.size.points }
}

@MainActor
@Suite struct ConstraintLayoutTests {
  /// The film cell of the talk: episode label, then the title, centred on it.
  @MainActor struct FilmCell {
    let contentView = UIView()
    let episodeLabel = UILabel(text: "Episode IV")
    let titleLabel: UILabel
    let layout: ConstraintLayout

    init(title: String) throws {
      titleLabel = UILabel(text: title)
      contentView.addSubview(episodeLabel)
      contentView.addSubview(titleLabel)
      layout = ConstraintLayout(root: contentView)
      let margin = 1
      let episodeLeftPadding = 1
      try layout.constrain(
        episodeLabel.named("episode"), titleLabel.named("title"), contentView
      ) { episode, title, parent in
        episode.leading == parent.leading + margin
        episode.top == parent.top + margin
        episode.bottom == parent.bottom - margin
        title.leading == episode.trailing + episodeLeftPadding
        title.trailing <= parent.trailing - margin
        title.centerY == episode.centerY
      }
    }

    func render(width: Int) throws -> [String] {
      let size = try layout.systemLayoutSize(fittingWidth: width)
      try layout.layout(in: size)
      var canvas = Canvas(width: size.width, height: size.height)
      contentView.render(on: &canvas)
      return canvas.lines
    }
  }

  @Test func theFilmCellFitsItsLabelsAndIsThreeLinesTall() throws {
    let cell = try FilmCell(title: "A New Hope")
    #expect(try cell.layout.systemLayoutSize(fittingWidth: 40) == GridSize(width: 40, height: 3))
    try cell.layout.layout(in: GridSize(width: 40, height: 3))
    #expect(cell.episodeLabel.gridFrame == GridRect(x: 1, y: 1, width: 10, height: 1))
    #expect(cell.titleLabel.gridFrame == GridRect(x: 12, y: 1, width: 10, height: 1))
    #expect(!cell.layout.isAmbiguous)
  }

  @Test func aLongFilmTitleIsCompressedToTheMarginAndTruncated() throws {
    let cell = try FilmCell(title: "The Empire Strikes Back, the Special Edition")
    let lines = try cell.render(width: 40)
    // 40 columns - 1 margin - 10 episode - 1 padding - 1 margin = 27 for the title.
    #expect(cell.titleLabel.gridFrame == GridRect(x: 12, y: 1, width: 27, height: 1))
    // 26 characters and the ellipsis fill the 27 columns.
    #expect(lines[1] == " Episode IV The Empire Strikes Back, t…")
  }

  @Test func aCJKFilmTitleTruncatesOnWholeCharacters() throws {
    let cell = try FilmCell(title: "新たなる希望と帝国の逆襲とジェダイの帰還")
    let lines = try cell.render(width: 40)
    // 27 columns: 13 wide characters (26 columns) and the ellipsis.
    #expect(lines[1] == " Episode IV 新たなる希望と帝国の逆襲と…")
  }

  /// The article cell: avatar, author and date on one line, a multi-line title and a
  /// two-line preview beside the avatar.
  @MainActor struct ArticleCell {
    let contentView = UIView()
    let avatar = FixedSizeView(GridSize(width: 4, height: 2))
    let authorLabel = UILabel(text: "Ada Lovelace")
    let dateLabel = UILabel(text: "Nov 21")
    let titleLabel = UILabel(text: "Constraint layout without a simulator, solved on the grid")
    let previewLabel = UILabel(
      text: "A Cassowary solver under a small DSL lays out every cell of the list, "
        + "from the film cell to this one, and snaps the result to whole columns.")
    let layout: ConstraintLayout

    init() throws {
      titleLabel.numberOfLines = 0
      previewLabel.numberOfLines = 2
      for view in [avatar, authorLabel, dateLabel, titleLabel, previewLabel] {
        contentView.addSubview(view)
      }
      layout = ConstraintLayout(root: contentView)
      try layout.constrain([
        avatar.named("avatar"), authorLabel.named("author"), dateLabel.named("date"),
        titleLabel.named("title"), previewLabel.named("preview"), contentView,
      ]) { views in
        let (avatar, author, date, title, preview, parent) = (
          views[0], views[1], views[2], views[3], views[4], views[5]
        )
        avatar.top == parent.top + 1
        avatar.leading == parent.leading + 1
        // Pinned: at equal compression resistance the title and preview would take its columns.
        avatar.size == GridSize(width: 4, height: 2)
        author.leading == avatar.trailing + 1
        align(top: avatar, author, date)
        date.trailing == parent.trailing - 1
        date.leading >= author.trailing + 1
        title.leading == author.leading
        title.trailing == parent.trailing - 1
        distribute(by: 0, vertically: author, title, preview)
        preview.leading == title.leading
        preview.trailing == title.trailing
        parent.bottom >= preview.bottom + 1
        parent.bottom >= avatar.bottom + 1
      }
    }
  }

  @Test func theArticleCellGrowsWithItsWrappedTitle() throws {
    let cell = try ArticleCell()
    // Title at 33 columns: "Constraint layout without a" / "simulator, solved on the grid".
    #expect(try cell.layout.systemLayoutSize(fittingWidth: 40) == GridSize(width: 40, height: 7))
    #expect(cell.titleLabel.gridFrame == GridRect(x: 6, y: 2, width: 33, height: 2))
    #expect(cell.previewLabel.gridFrame == GridRect(x: 6, y: 4, width: 33, height: 2))
    #expect(cell.dateLabel.gridFrame == GridRect(x: 33, y: 1, width: 6, height: 1))
    // At 23 columns: "Constraint layout" / "without a simulator," / "solved on the grid".
    #expect(try cell.layout.systemLayoutSize(fittingWidth: 30) == GridSize(width: 30, height: 8))
    #expect(cell.titleLabel.gridFrame == GridRect(x: 6, y: 2, width: 23, height: 3))
  }

  @Test func labelsSharingTooFewColumnsYieldThemInNameOrder() throws {
    // 1,400 labels of 10 columns whose widths sum to the table's 80: any split loses the same
    // compression, so the tie goes to the names that sort first, and the layout says so.
    let row = UIView()
    let labels = (0..<1_400).map { _ in FixedSizeView(GridSize(width: 10, height: 1)) }
    for label in labels { row.addSubview(label) }
    let layout = ConstraintLayout(root: row)
    let names = labels.enumerated().map { $1.named("label\(String(10_000 + $0).dropFirst())") }
    try layout.constrain(names + [row]) { views in
      let parent = views[views.count - 1]
      let cells = views.dropLast()
      cells.dropFirst().reduce(cells[0].width) { $0 + $1.width } == parent.width
      for cell in cells {
        cell.leading == parent.leading
        cell.top == parent.top
      }
    }
    try layout.layout(in: GridSize(width: 80, height: 1))
    let width = try #require(layout.solver.variable(named: "parent.width"))
    #expect(layout.solver.value(of: width) == 80)
    #expect(labels.prefix(8).allSatisfy { $0.gridFrame.width == 10 })
    #expect(labels.dropFirst(8).allSatisfy { $0.gridFrame.width == 0 })
    #expect(layout.isAmbiguous)
  }

  @Test func aConflictingGroupIsRejectedWholeAndNamed() throws {
    let cell = try FilmCell(title: "A New Hope")
    let before = cell.layout.solver.constraintCount
    let error = #expect(throws: ConstraintSolverError.self) {
      try cell.layout.constrain(cell.titleLabel) { title in
        title.width == 5
        title.width >= 8
      }
    }
    #expect(
      error?.description
        == "cannot satisfy required constraint title.width >= 8; it conflicts with title.width == 5"
    )
    #expect(cell.layout.solver.constraintCount == before)
  }

  @Test func replacingAGroupSwapsItsConstraints() throws {
    let root = UIView()
    let badge = FixedSizeView(GridSize(width: 3, height: 1))
    root.addSubview(badge)
    let layout = ConstraintLayout(root: root)
    let group = try layout.constrain(badge.named("badge"), root) { badge, parent in
      badge.leading == parent.leading + 2
      badge.top == parent.top
    }
    try layout.layout(in: GridSize(width: 20, height: 1))
    #expect(badge.gridFrame == GridRect(x: 2, y: 0, width: 3, height: 1))
    try layout.constrain(badge, root, replacing: group) { badge, parent in
      badge.trailing == parent.trailing
      badge.top == parent.top
    }
    try layout.layout(in: GridSize(width: 20, height: 1))
    #expect(badge.gridFrame == GridRect(x: 17, y: 0, width: 3, height: 1))
    #expect(
      layout.constraints(in: group).map(\.description) == [
        "badge.top == parent.top", "badge.trailing == parent.trailing",
      ])
  }

  @Test func framesRoundEdgesSoThirdsLeaveNoGaps() throws {
    let root = UIView()
    let thirds = (0..<3).map { _ in UIView() }
    for view in thirds { root.addSubview(view) }
    let layout = ConstraintLayout(root: root)
    try layout.constrain(
      thirds[0].named("a"), thirds[1].named("b"), thirds[2].named("c"), root
    ) { a, b, c, parent in
      a.leading == parent.leading
      distribute(by: 0, horizontally: a, b, c)
      c.trailing == parent.trailing
      a.width == b.width
      b.width == c.width
      for view in [a, b, c] {
        view.top == parent.top
        view.height == 1
      }
    }
    try layout.layout(in: GridSize(width: 10, height: 1))
    // Edges at 0, 3.33, 6.67, 10 round to 0, 3, 7, 10: widths 3, 4, 3 with no gap.
    #expect(thirds.map(\.gridFrame.minX) == [0, 3, 7])
    #expect(thirds.map(\.gridFrame.width) == [3, 4, 3])
  }
}
