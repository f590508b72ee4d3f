import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A background configuration updated for a cell's state, as UIKit's list styles give their
/// defaults, and drawn on a collection view's cell as selected or not.
@MainActor
@Suite struct UIBackgroundConfigurationTests {
  private static let selected: UICellConfigurationState = {
    var state = UICellConfigurationState()
    state.isSelected = true
    return state
  }()

  private static let highlighted: UICellConfigurationState = {
    var state = UICellConfigurationState()
    state.isHighlighted = true
    return state
  }()

  /// Every state but selected and highlighted: the style's normal colour.
  private static let others: [UICellConfigurationState] = {
    var states: [UICellConfigurationState] = [UICellConfigurationState()]
    for flag in [\UICellConfigurationState.isDisabled, \.isEditing, \.isSwiped, \.isExpanded] {
      var state = UICellConfigurationState()
      state[keyPath: flag] = true
      states.append(state)
    }
    return states
  }()

  @Test func eachListStyleTakesItsSelectedColourWhileSelectedOrHighlightedAndGivesItBack() {
    let styles: [(UIBackgroundConfiguration, normal: UIColor?, selected: UIColor?)] = [
      (.listPlainCell(), .systemBackground, .systemGray4),
      (.listGroupedCell(), .systemBackground, .systemGray4),
      (.listSidebarCell(), .clear, nil),
      (.clear(), .clear, .clear),
    ]
    for (background, normal, selected) in styles {
      #expect(background.backgroundColor == normal)
      let chosen = background.updated(for: Self.selected)
      #expect(chosen.backgroundColor == selected)
      #expect(background.updated(for: Self.highlighted).backgroundColor == selected)
      for state in Self.others {
        #expect(background.updated(for: state).backgroundColor == normal)
        // A configuration updated for a selected state is not stuck in it.
        #expect(chosen.updated(for: state).backgroundColor == normal)
      }
    }
    // A state that is not a cell's is the normal state.
    #expect(
      UIBackgroundConfiguration.listPlainCell().updated(for: OtherState()).backgroundColor
        == .systemBackground)
  }

  @Test func aColourTheCodeSetsIsKeptInEveryStateAndTheOtherPropertiesAreLeftAlone() {
    var blue = UIBackgroundConfiguration.listGroupedCell()
    blue.backgroundColor = .systemBlue
    var tint = UIBackgroundConfiguration.listPlainCell()
    tint.backgroundColor = nil
    for state in [Self.selected, Self.highlighted] + Self.others {
      #expect(blue.updated(for: state).backgroundColor == .systemBlue)
      #expect(tint.updated(for: state).backgroundColor == nil)
    }
    // Set on a configuration already updated for a state, a colour stays too.
    var chosen = UIBackgroundConfiguration.listPlainCell().updated(for: Self.selected)
    chosen.backgroundColor = .systemRed
    #expect(chosen.updated(for: UICellConfigurationState()).backgroundColor == .systemRed)
    var custom = UIBackgroundConfiguration.listPlainCell()
    let view = UIView()
    custom.customView = view
    custom.cornerRadius = 10
    custom.strokeWidth = 1
    custom.strokeColor = .systemRed
    custom.backgroundColorTransformer = .grayscale
    let updated = custom.updated(for: Self.selected)
    #expect(updated.customView === view)
    #expect(updated.cornerRadius == 10)
    #expect(updated.strokeWidth == 1)
    #expect(updated.strokeColor == .systemRed)
    #expect(updated.backgroundColorTransformer != nil)
    #expect(updated.backgroundColor == .systemGray4)
  }

  @Test func aSelectedCellWhoseBackgroundTakesItsSelectedColourDrawsTheSelectionBar() throws {
    let cell = listCell()
    cell.backgroundConfiguration = .listPlainCell()
    #expect(try render(cell) == Self.unselected)
    cell.isSelected = true
    #expect(try render(cell) == Self.selectedLines)
    #expect(cell.showsSelectedBackgroundColor)
    cell.isSelected = false
    #expect(try render(cell) == Self.unselected)
    cell.isHighlighted = true
    #expect(try render(cell) == Self.selectedLines)
    cell.isHighlighted = false
    // Right to left, the bar runs down the last column (the cell's attribute mirrors its
    // accessories and content view; the label inside keeps its own direction, as in UIKit).
    cell.semanticContentAttribute = .forceRightToLeft
    cell.isSelected = true
    let rightToLeft = try render(cell)
    #expect(
      rightToLeft == [
        "     heron       ▐",
        "  ‹              ▐",
        "                 ▐",
      ])
  }

  @Test func aBackgroundThatKeepsItsColourWhenSelectedDrawsNoBar() throws {
    var blue = UIBackgroundConfiguration.listPlainCell()
    blue.backgroundColor = .systemBlue
    var sidebar = UIBackgroundConfiguration.listSidebarCell()
    sidebar.backgroundColor = .clear
    for background in [blue, sidebar, .clear()] {
      let cell = listCell()
      cell.backgroundConfiguration = background
      cell.isSelected = true
      #expect(try render(cell) == Self.unselected)
    }
    // Nor does one the cell does not update: it keeps its normal colour.
    let cell = listCell()
    cell.automaticallyUpdatesBackgroundConfiguration = false
    cell.backgroundConfiguration = .listSidebarCell()
    cell.isSelected = true
    #expect(try render(cell) == Self.unselected)
    cell.automaticallyUpdatesBackgroundConfiguration = true
    cell.setNeedsUpdateConfiguration()
    #expect(try render(cell) == Self.selectedLines)
  }

  @Test func aTransformerResolvesBothColoursBeforeTheyAreCompared() throws {
    // A transformer that gives every colour the same answer leaves nothing to tell apart.
    var flat = UIBackgroundConfiguration.listGroupedCell()
    flat.backgroundColorTransformer = UIConfigurationColorTransformer { _ in .systemTeal }
    let cell = listCell()
    cell.backgroundConfiguration = flat
    cell.isSelected = true
    #expect(try render(cell) == Self.unselected)
    var grey = UIBackgroundConfiguration.listGroupedCell()
    grey.backgroundColorTransformer = .grayscale
    cell.backgroundConfiguration = grey
    #expect(try render(cell) == Self.selectedLines)
  }

  @Test func aConfigurationTheCellSetsPerStateIsToldFromItsStylesNormalColour() throws {
    // Apple's example: the tint colour while selected, the style's colour otherwise.
    let tinted = PerStateCell(frame: CGRect(x: 0, y: 0, width: 175.5, height: 22))
    tinted.make = { state in
      var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
      if state.isSelected || state.isHighlighted { background.backgroundColor = nil }
      return background
    }
    #expect(try render(tinted) == ["  heron"])
    tinted.isSelected = true
    #expect(try render(tinted) == ["▌ heron"])
    tinted.isSelected = false
    #expect(try render(tinted) == ["  heron"])
    // One that sets the style's normal colour in every state does not look selected.
    let plain = PerStateCell(frame: CGRect(x: 0, y: 0, width: 175.5, height: 22))
    plain.make = { _ in
      var background = UIBackgroundConfiguration.listSidebarCell()
      background.backgroundColor = .clear
      return background
    }
    plain.isSelected = true
    #expect(try render(plain) == ["  heron"])
  }

  @Test func theBarAndTheAccessoriesAreDrawnOverTheBackgroundViews() throws {
    let cell = listCell()
    var background = UIBackgroundConfiguration.listPlainCell()
    background.customView = Fill("░")
    cell.backgroundConfiguration = background
    cell.isSelected = true
    #expect(
      try render(cell) == [
        "▌░heron░░░░░░░░░░░",
        "▌░░░░░░░░░░░░░░›░░",
        "▌░░░░░░░░░░░░░░░░░",
      ])
    // A background view resets the configuration; without one, a selected cell draws no bar.
    cell.backgroundView = Fill("·")
    #expect(cell.backgroundConfiguration == nil)
    #expect(
      try render(cell) == [
        "··heron···········",
        "···············›··",
        "··················",
      ])
  }

  /// A list cell of "heron" and its disclosure indicator, unselected and selected.
  private static let unselected = ["  heron", "               ›", ""]
  private static let selectedLines = ["▌ heron", "▌              ›", "▌"]

  /// A list cell showing "heron" with a disclosure indicator, 18 columns by 3 lines.
  private func listCell() -> UICollectionViewListCell {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 175.5, height: 66))
    var content = cell.defaultContentConfiguration()
    content.text = "heron"
    cell.contentConfiguration = content
    cell.accessories = [.disclosureIndicator()]
    return cell
  }

  private func render(_ cell: UIView) throws -> [String] {
    cell.layoutIfNeeded()
    var canvas = Canvas(width: cell.gridFrame.width, height: cell.gridFrame.height)
    cell.render(on: &canvas, origin: GridPoint(x: -cell.gridFrame.minX, y: -cell.gridFrame.minY))
    return canvas.lines
  }
}

/// A state that is not a cell's.
private struct OtherState: UIConfigurationState {}

/// A cell whose `updateConfiguration(using:)` sets the background configuration `make`
/// gives for the state, and shows "heron".
@MainActor
private final class PerStateCell: UICollectionViewCell {
  var make: (UICellConfigurationState) -> UIBackgroundConfiguration = { _ in .clear() } {
    didSet { setNeedsUpdateConfiguration() }
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    var content = UIListContentConfiguration.cell()
    content.text = "heron"
    contentConfiguration = content
    backgroundConfiguration = make(state)
  }
}
