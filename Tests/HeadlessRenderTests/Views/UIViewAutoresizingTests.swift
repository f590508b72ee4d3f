import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// `autoresizingMask`: flexible sizes and margins follow the superview.
@MainActor
@Suite struct UIViewAutoresizingTests {
  private func resized(
    _ mask: UIView.AutoresizingMask, frame: GridRect, from old: GridSize, to new: GridSize,
    translates: Bool = true, superviewResizes: Bool = true
  ) -> GridRect {
    let superview = UIView(gridFrame: GridRect(origin: .zero, size: old))
    superview.autoresizesSubviews = superviewResizes
    let view = UIView(gridFrame: frame)
    view.autoresizingMask = mask
    view.translatesAutoresizingMaskIntoConstraints = translates
    superview.addSubview(view)
    superview.gridFrame.size = new
    return view.gridFrame
  }

  @Test func aFlexibleSizeTakesTheWholeChangeAndFixedMarginsStay() {
    let frame = GridRect(x: 2, y: 1, width: 6, height: 3)
    #expect(
      resized(
        [.flexibleWidth, .flexibleHeight], frame: frame, from: GridSize(width: 10, height: 5),
        to: GridSize(width: 30, height: 9)) == GridRect(x: 2, y: 1, width: 26, height: 7))
    #expect(
      resized(
        [.flexibleWidth, .flexibleHeight], frame: frame, from: GridSize(width: 10, height: 5),
        to: GridSize(width: 8, height: 4)) == GridRect(x: 2, y: 1, width: 4, height: 2))
  }

  @Test func noMaskKeepsTheFrame() {
    let frame = GridRect(x: 2, y: 1, width: 6, height: 3)
    #expect(
      resized(
        [], frame: frame, from: GridSize(width: 10, height: 5), to: GridSize(width: 30, height: 9))
        == frame)
  }

  @Test func flexibleMarginsShareTheChangeByTheirLengthsAndCentreAView() {
    // Left 2, right 4 of a 10-wide superview growing by 12: 4 and 8 of it.
    let frame = GridRect(x: 2, y: 0, width: 4, height: 1)
    #expect(
      resized(
        [.flexibleLeftMargin, .flexibleRightMargin], frame: frame,
        from: GridSize(width: 10, height: 1), to: GridSize(width: 22, height: 1))
        == GridRect(x: 6, y: 0, width: 4, height: 1))
    #expect(
      resized(
        [.flexibleLeftMargin], frame: frame, from: GridSize(width: 10, height: 1),
        to: GridSize(width: 22, height: 1)) == GridRect(x: 14, y: 0, width: 4, height: 1))
    #expect(
      resized(
        [.flexibleRightMargin], frame: frame, from: GridSize(width: 10, height: 1),
        to: GridSize(width: 22, height: 1)) == frame)
    // Top 1, bottom 1 around a 2-line view: each takes half of 4.
    let tall = GridRect(x: 0, y: 1, width: 1, height: 2)
    #expect(
      resized(
        [.flexibleTopMargin, .flexibleBottomMargin], frame: tall,
        from: GridSize(width: 1, height: 4), to: GridSize(width: 1, height: 8))
        == GridRect(x: 0, y: 3, width: 1, height: 2))
  }

  @Test func aFlexibleWidthAndMarginShareTheChangeByTheirLengths() {
    // Width 6 and right margin 2 of a growth of 8: 6 and 2.
    let frame = GridRect(x: 2, y: 0, width: 6, height: 1)
    #expect(
      resized(
        [.flexibleWidth, .flexibleRightMargin], frame: frame,
        from: GridSize(width: 10, height: 1), to: GridSize(width: 18, height: 1))
        == GridRect(x: 2, y: 0, width: 12, height: 1))
  }

  @Test func flexiblePartsAllOfLengthZeroShareTheChangeEqually() {
    let frame = GridRect(x: 0, y: 0, width: 0, height: 0)
    #expect(
      resized(
        [.flexibleWidth, .flexibleRightMargin], frame: frame, from: .zero,
        to: GridSize(width: 10, height: 4)) == GridRect(x: 0, y: 0, width: 5, height: 0))
    #expect(
      resized(
        [.flexibleWidth, .flexibleHeight], frame: frame, from: .zero,
        to: GridSize(width: 10, height: 4)) == GridRect(x: 0, y: 0, width: 10, height: 4))
  }

  @Test func aSizeNeverGoesBelowZero() {
    #expect(
      resized(
        [.flexibleWidth], frame: GridRect(x: 0, y: 0, width: 3, height: 1),
        from: GridSize(width: 3, height: 1), to: GridSize(width: 1, height: 1)
      ).width == 1)
    #expect(
      UIView.autoresize(
        origin: 0, length: 1, in: 3, to: 0, flexible: (before: false, length: true, after: false)
      ) == (0, 0))
  }

  @Test func aViewPlacedByConstraintsOrInASuperviewThatDoesNotResizeKeepsItsFrame() {
    let frame = GridRect(x: 0, y: 0, width: 10, height: 5)
    #expect(
      resized(
        [.flexibleWidth], frame: frame, from: GridSize(width: 10, height: 5),
        to: GridSize(width: 20, height: 5), translates: false) == frame)
    #expect(
      resized(
        [.flexibleWidth], frame: frame, from: GridSize(width: 10, height: 5),
        to: GridSize(width: 20, height: 5), superviewResizes: false) == frame)
  }

  @Test func aMaskedViewIsHeldWhereTheMaskPutsItForTheConstraintsThatNameIt() throws {
    let root = UIView(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 3))
    let panel = UIView(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 1))
    panel.autoresizingMask = [.flexibleWidth]
    root.addSubview(panel)
    let label = UILabel()
    label.text = "end"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
      label.topAnchor.constraint(equalTo: panel.bottomAnchor),
    ])
    let lines = try DeviceFrame(size: GridSize(width: 30, height: 3)).render(root)
    #expect(panel.gridFrame == GridRect(x: 0, y: 0, width: 30, height: 1))
    #expect(lines[2] == " │                           end│")
  }
}

/// awakeFromNib: declared for cells written for a nib, never called by the headless UI.
@MainActor
@Suite struct AwakeFromNibTests {
  private final class NibCell: UITableViewCell {
    var awoken = 0
    override func awakeFromNib() {
      super.awakeFromNib()
      awoken += 1
    }
  }

  @Test func aCellMadeFromCodeIsNeverAwokenFromANibAsInUIKit() throws {
    let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 10, height: 3))
    table.register(NibCell.self, forCellReuseIdentifier: "Nib")
    let cell = table.dequeueReusableCell(withIdentifier: "Nib")
    #expect((cell as? NibCell)?.awoken == 0)
    let direct = NibCell(style: .default, reuseIdentifier: nil)
    direct.awakeFromNib()
    #expect(direct.awoken == 1)
  }
}
