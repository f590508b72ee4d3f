import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// UIStackView: the axis, the distributions, the alignments, spacing and hidden views.
@MainActor
@Suite struct UIStackViewTests {
  private func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
  }

  /// `stack` drawn alone in a frame of `width` by `height`, without the box.
  private func draw(_ stack: UIView, width: Int, height: Int) throws -> [String] {
    stack.gridFrame = GridRect(x: 0, y: 0, width: width, height: height)
    let lines = try DeviceFrame(size: GridSize(width: width, height: height)).render(stack)
    return lines.dropFirst().dropLast().map { line in
      let inner = line.dropFirst(2).dropLast()
      return String(inner).replacingOccurrences(of: " ", with: "·")
    }
  }

  @Test func aColumnStacksItsViewsWithSpacingAndCustomSpacing() throws {
    let a = label("Ann")
    let b = label("Bo")
    let c = label("Cy")
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 22
    stack.setCustomSpacing(44, after: b)
    #expect(stack.customSpacing(after: b) == 44)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(
      try draw(stack, width: 5, height: 6) == [
        "Ann··", "·····", "Bo···", "·····", "·····", "Cy···",
      ])
  }

  @Test func aRowFillsItsWidthAndTheLowerHuggingViewGrows() throws {
    let name = label("Name")
    let value = label("42")
    value.setContentHuggingPriority(.required, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [name, value])
    stack.spacing = 9.75
    #expect(try draw(stack, width: 10, height: 1) == ["Name····42"])
    #expect(name.gridFrame == GridRect(x: 0, y: 0, width: 7, height: 1))
    #expect(value.gridFrame == GridRect(x: 8, y: 0, width: 2, height: 1))
  }

  @Test func fillEquallyGivesEveryViewTheFirstOnesWidth() throws {
    let stack = UIStackView(arrangedSubviews: [label("A"), label("B"), label("C")])
    stack.distribution = .fillEqually
    #expect(try draw(stack, width: 9, height: 1) == ["A··B··C··"])
  }

  @Test func fillProportionallySharesTheWidthByIntrinsicWidths() throws {
    let short = label("ab")
    let long = label("abcd")
    let stack = UIStackView(arrangedSubviews: [short, long])
    stack.distribution = .fillProportionally
    _ = try draw(stack, width: 12, height: 1)
    #expect(short.gridFrame.width == 4)
    #expect(long.gridFrame.width == 8)
  }

  @Test func equalSpacingKeepsSizesAndSharesTheGapsEqually() throws {
    let stack = UIStackView(arrangedSubviews: [label("A"), label("B"), label("C")])
    stack.distribution = .equalSpacing
    #expect(try draw(stack, width: 9, height: 1) == ["A···B···C"])
  }

  @Test func equalCenteringSpacesTheCentresEqually() throws {
    let a = label("A")
    let b = label("BBB")
    let c = label("C")
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = .equalCentering
    // Centres at 0.5, 5.5 and 10.5 columns: 5 apart.
    #expect(try draw(stack, width: 11, height: 1) == ["A···BBB···C"])
    #expect([a, b, c].map { $0.gridFrame.minX } == [0, 4, 10])
  }

  @Test func theAlignmentPlacesEachViewAcrossTheAxis() throws {
    func row(_ alignment: UIStackView.Alignment) throws -> [String] {
      let tall = UIView()
      tall.heightAnchor.constraint(equalToConstant: 66).isActive = true
      tall.widthAnchor.constraint(equalToConstant: 9.75).isActive = true
      let stack = UIStackView(arrangedSubviews: [tall, label("x")])
      stack.alignment = alignment
      return try draw(stack, width: 2, height: 3)
    }
    #expect(try row(.top) == ["·x", "··", "··"])
    #expect(try row(.center) == ["··", "·x", "··"])
    #expect(try row(.bottom) == ["··", "··", "·x"])
    let tall = UIView()
    tall.heightAnchor.constraint(equalToConstant: 66).isActive = true
    let filling = label("x")
    let stack = UIStackView(arrangedSubviews: [tall, filling])
    _ = try draw(stack, width: 2, height: 3)
    #expect(filling.gridFrame == GridRect(x: 1, y: 0, width: 1, height: 3))
    #expect(UIStackView.Alignment.top == .leading)
    #expect(UIStackView.Alignment.bottom == .trailing)
  }

  @Test func aHiddenViewTakesNoRoomNorSpacingAndShowingItAgainRestoresIt() throws {
    let a = label("A")
    let b = label("B")
    let c = label("C")
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    stack.spacing = 22
    stack.alignment = .leading
    b.isHidden = true
    #expect(try draw(stack, width: 1, height: 3) == ["A", "·", "C"])
    b.isHidden = false
    #expect(try draw(stack, width: 1, height: 5) == ["A", "·", "B", "·", "C"])
  }

  @Test func insertingRemovingAndLeavingChangeTheArrangement() throws {
    let a = label("A")
    let b = label("B")
    let stack = UIStackView(arrangedSubviews: [a])
    stack.insertArrangedSubview(b, at: 0)
    #expect(stack.arrangedSubviews == [b, a])
    #expect(stack.subviews == [a, b])
    stack.removeArrangedSubview(b)
    #expect(stack.arrangedSubviews == [a])
    #expect(stack.subviews == [a, b])  // still a subview, as in UIKit
    stack.addArrangedSubview(b)
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews == [b])
    stack.insertArrangedSubview(a, at: 99)
    #expect(stack.arrangedSubviews == [b, a])
  }

  @Test func marginsRelativeArrangementInsetsTheViews() throws {
    let stack = UIStackView(arrangedSubviews: [label("A")])
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 22, left: 19.5, bottom: 0, right: 0)
    #expect(try draw(stack, width: 4, height: 2) == ["····", "··A·"])
  }

  @Test func aStackViewSizesASelfSizingCell() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let stack = UIStackView(arrangedSubviews: [label("One"), label("Two"), label("Three")])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
      stack.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
    ])
    let size = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: 97.5, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size.height == 66)
  }
}
