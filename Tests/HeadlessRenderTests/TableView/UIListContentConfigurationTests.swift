import Foundation
import HeadlessGoldens
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// List content configurations: UIKit's defaults, the cell's default for its style, and how a
/// cell shows one (drawn as the standard styles, updated by the cell's state).
@MainActor
@Suite final class UIListContentConfigurationTests {
  /// Rows shown through configurations: each makes the configuration of its row.
  final class ConfigurationsSource: NSObject, UITableViewDataSource {
    var rows: [(UITableViewCell) -> UIContentConfiguration]

    init(_ rows: [(UITableViewCell) -> UIContentConfiguration]) {
      self.rows = rows
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.contentConfiguration = rows[indexPath.row](cell)
      return cell
    }
  }

  /// A configuration of a team's own: a label that says whether its cell is selected.
  struct SelectionConfiguration: UIContentConfiguration, Hashable {
    var isSelected = false

    func makeContentView() -> any UIView & UIContentView { SelectionView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> SelectionConfiguration {
      var updated = self
      updated.isSelected = (state as? UICellConfigurationState)?.isSelected ?? false
      return updated
    }
  }

  final class SelectionView: UILabel, UIContentView {
    var configuration: any UIContentConfiguration {
      didSet { show() }
    }

    init(configuration: SelectionConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
      show()
    }

    required init?(coder: NSCoder) { nil }

    private func show() {
      let isSelected = (configuration as? SelectionConfiguration)?.isSelected ?? false
      textAlignment = .right
      text = isSelected ? "chosen" : "not chosen"
    }
  }

  private var sources: [ConfigurationsSource] = []

  private func table(
    _ rows: [(UITableViewCell) -> UIContentConfiguration], width: Int = 24, height: Int = 10
  ) -> UITableView {
    let source = ConfigurationsSource(rows)
    sources.append(source)
    let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: width, height: height))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    return table
  }

  @Test func listConfigurationsStartWithUIKitsDefaults() {
    let cell = UIListContentConfiguration.cell()
    #expect(cell.text == nil)
    #expect(cell.secondaryText == nil)
    #expect(cell.image == nil)
    #expect(cell.textProperties.numberOfLines == 0)
    #expect(cell.textProperties.transform == .none)
    #expect(cell.textProperties.alignment == .natural)
    #expect(cell.textProperties.lineBreakMode == .byTruncatingTail)
    #expect(!cell.prefersSideBySideTextAndSecondaryText)
    #expect(
      cell.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
    #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
    #expect(UIListContentConfiguration.plainHeader().textProperties.transform == .none)
    #expect(
      UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.transform == .none)
    #expect(UIListContentConfiguration.sidebarCell() == .cell())
  }

  @Test func aTransformChangesTheCaseOfWhatIsShown() {
    typealias Transform = UIListContentConfiguration.TextProperties.TextTransform
    #expect(Transform.none.apply(to: "green tea") == "green tea")
    #expect(Transform.capitalized.apply(to: "green tea") == "Green Tea")
    #expect(Transform.lowercase.apply(to: "Green Tea") == "green tea")
    #expect(Transform.uppercase.apply(to: "green tea") == "GREEN TEA")
  }

  @Test func aCellsDefaultConfigurationFollowsItsStyle() {
    func configuration(_ style: UITableViewCell.CellStyle) -> UIListContentConfiguration {
      UITableViewCell(style: style, reuseIdentifier: nil).defaultContentConfiguration()
    }
    #expect(configuration(.default) == .cell())
    #expect(configuration(.subtitle) == .subtitleCell())
    #expect(configuration(.value1) == .valueCell())
    #expect(configuration(.value2) == .valueCell())
  }

  @Test func cellsShowTheirConfigurationsAsTheStandardStylesLayThemOut() {
    let table = table([
      { cell in
        var content = cell.defaultContentConfiguration()
        content.text = "Starred"
        content.image = UIImage(systemName: "star")
        return content
      },
      { _ in
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Kingfisher"
        content.secondaryText = "Alcedo atthis"
        return content
      },
      { _ in
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        return content
      },
      { _ in
        var content = UIListContentConfiguration.cell()
        content.text = "a long name wraps onto more lines"
        return content
      },
      { _ in
        var content = UIListContentConfiguration.cell()
        content.text = "a long name cut to one"
        content.textProperties.numberOfLines = 1
        content.textProperties.transform = .uppercase
        return content
      },
    ])
    assertGolden(of: table, as: .view(device: GridSize(width: 24, height: 13), accessibility: true))
  }

  @Test func aSupportedConfigurationUpdatesTheViewAndNilRemovesIt() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = UIListContentConfiguration.cell()
    content.text = "one"
    cell.contentConfiguration = content
    let view = try #require(cell.contentView.subviews.last as? UIListContentView)
    content.text = "two"
    cell.contentConfiguration = content
    #expect(cell.contentView.subviews.last === view)
    #expect((view.configuration as? UIListContentConfiguration)?.text == "two")
    cell.contentConfiguration = SelectionConfiguration()
    #expect(cell.contentView.subviews.last is SelectionView)
    #expect(view.superview == nil)
    cell.contentConfiguration = nil
    #expect(cell.contentView.subviews.isEmpty)
    #expect(cell.contentConfiguration == nil)
  }

  @Test func aListContentViewShowsOnlyListConfigurations() {
    var content = UIListContentConfiguration.cell()
    content.text = "kept"
    let view = UIListContentView(configuration: content)
    #expect(view.supports(UIListContentConfiguration.valueCell()))
    #expect(!view.supports(SelectionConfiguration()))
    view.configuration = SelectionConfiguration()
    #expect((view.configuration as? UIListContentConfiguration)?.text == "kept")
  }

  @Test func theConfigurationIsUpdatedForTheCellsStateAsItChanges() throws {
    let table = table([{ _ in SelectionConfiguration() }], width: 16, height: 1)
    let before = try DeviceFrame(size: table.gridFrame.size).render(table)
    #expect(before[1] == " │      not chosen│")
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    let after = try DeviceFrame(size: table.gridFrame.size).render(table)
    #expect(after[1] == " │▌         chosen│")
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.configurationState.isSelected)
    #expect(!cell.configurationState.isEditing)
  }
}
