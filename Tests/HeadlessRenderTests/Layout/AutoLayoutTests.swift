import Foundation
import Testing

@testable import HeadlessRender

/// Auto Layout as UIKit code writes it: anchors, constants in points, priorities, guides, the
/// views a layout root places, and what UIKit breaks or raises an exception for.
@MainActor
@Suite struct AutoLayoutTests {
  /// A 40 x 10 container (390 x 220 points) with `views` added, none of them placed yet.
  private func container(_ views: UIView...) -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 220))
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    return container
  }

  private func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
  }

  @Test func anchorsPlaceAViewWithPointConstantsOnTheGrid() {
    let title = label("Kingfisher")
    let view = container(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: view.topAnchor, constant: 22),
    ])
    view.layoutIfNeeded()
    // 16 points are 2 columns, 22 one line; the label is one line of text tall.
    #expect(title.gridFrame == GridRect(x: 2, y: 1, width: 36, height: 1))
    #expect(title.frame == CGRect(x: 19.5, y: 22, width: 351, height: 22))
  }

  @Test(
    arguments: [
      (4.875, 0), (4.876, 1), (8, 1), (14.625, 1), (14.626, 2), (-4.875, 0), (-4.876, -1),
    ] as [(CGFloat, Int)])
  func aHorizontalConstantIsTheNearestWholeColumn(points: CGFloat, columns: Int) {
    let box = UIView()
    let view = container(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: view.centerXAnchor, constant: points),
      box.topAnchor.constraint(equalTo: view.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 39),
      box.heightAnchor.constraint(equalToConstant: 22),
    ])
    view.layoutIfNeeded()
    // The centre is column 20; the constant moves the box by its nearest whole columns.
    #expect(box.gridFrame == GridRect(x: 20 + columns, y: 0, width: 4, height: 1))
  }

  @Test(
    arguments: [(11, 0), (11.01, 1), (33, 1), (33.01, 2), (-11, 0), (-11.01, -1)]
      as [(CGFloat, Int)])
  func aVerticalConstantIsTheNearestWholeLine(points: CGFloat, lines: Int) {
    let box = UIView()
    let view = container(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      box.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: points),
      box.widthAnchor.constraint(equalToConstant: 39),
      box.heightAnchor.constraint(equalToConstant: 44),
    ])
    view.layoutIfNeeded()
    // Centred in 10 lines, a 2-line box starts at line 4.
    #expect(box.gridFrame.minY == 4 + lines)
  }

  @Test func dimensionsTakeMultipliersAndConstants() {
    let half = UIView()
    let bar = UIView()
    let view = container(half, bar)
    NSLayoutConstraint.activate([
      half.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      half.topAnchor.constraint(equalTo: view.topAnchor),
      half.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
      half.heightAnchor.constraint(equalToConstant: 44),
      bar.leadingAnchor.constraint(equalTo: half.trailingAnchor),
      bar.topAnchor.constraint(equalTo: half.bottomAnchor),
      bar.widthAnchor.constraint(equalTo: half.widthAnchor, multiplier: 0.5, constant: 19.5),
      bar.heightAnchor.constraint(greaterThanOrEqualToConstant: 66),
      bar.heightAnchor.constraint(lessThanOrEqualToConstant: 66),
    ])
    view.layoutIfNeeded()
    #expect(half.gridFrame == GridRect(x: 0, y: 0, width: 20, height: 2))
    #expect(bar.gridFrame == GridRect(x: 20, y: 2, width: 12, height: 3))
  }

  @Test func aRequiredConstraintWinsOverAnOptionalOne() {
    let box = UIView()
    let view = container(box)
    let wish = box.widthAnchor.constraint(equalToConstant: 195)
    wish.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      box.topAnchor.constraint(equalTo: view.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 22),
      wish,
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
    ])
    view.layoutIfNeeded()
    #expect(box.gridFrame.width == 5)
    wish.priority = .required
    view.layoutIfNeeded()  // now both are required: the one added last is broken
    #expect(box.gridFrame.width == 20)
  }

  @Test func compressionResistanceDecidesWhichLabelGivesWay() {
    let name = label("Ada Lovelace")
    let time = label("5 min ago")
    let view = container(name, time)
    view.frame.size.width = 156  // 16 columns
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      time.leadingAnchor.constraint(equalToSystemSpacingAfter: name.trailingAnchor, multiplier: 1),
      time.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      name.topAnchor.constraint(equalTo: view.topAnchor),
      time.topAnchor.constraint(equalTo: view.topAnchor),
    ])
    #expect(name.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(name.contentHuggingPriority(for: .horizontal) == .defaultLow)
    time.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
    view.layoutIfNeeded()
    // 16 columns: the time keeps its 9, one column of system spacing, the name gets 6.
    #expect(time.gridFrame == GridRect(x: 7, y: 0, width: 9, height: 1))
    #expect(name.gridFrame == GridRect(x: 0, y: 0, width: 6, height: 1))
    name.setContentCompressionResistancePriority(UILayoutPriority(752), for: .horizontal)
    view.layoutIfNeeded()
    #expect(name.gridFrame == GridRect(x: 0, y: 0, width: 12, height: 1))
    #expect(time.gridFrame == GridRect(x: 13, y: 0, width: 3, height: 1))
  }

  @Test func theLayoutMarginsGuideInsetsByTheMarginsInPoints() {
    let title = label("Title")
    let view = container(title)
    view.layoutMargins = UIEdgeInsets(top: 22, left: 8, bottom: 44, right: 20)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      title.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      title.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
    ])
    view.layoutIfNeeded()
    // 8 points are 1 column, 20 are 2; 22 points a line, 44 two.
    #expect(title.gridFrame == GridRect(x: 1, y: 1, width: 37, height: 7))
    #expect(view.layoutMarginsGuide.layoutFrame == title.frame)
    #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
  }

  @Test func marginAttributesMatchTheGuide() {
    let title = label("Title")
    let view = container(title)
    view.addConstraints([
      NSLayoutConstraint(
        item: title, attribute: .leading, relatedBy: .equal, toItem: view,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: title, attribute: .top, relatedBy: .equal, toItem: view, attribute: .topMargin,
        multiplier: 1, constant: 22),
    ])
    view.layoutIfNeeded()
    #expect(title.gridFrame.origin == GridPoint(x: 1, y: 1))
  }

  @Test func equalSpacerGuidesCentreAView() {
    let box = UIView()
    let view = container(box)
    let left = UILayoutGuide()
    let right = UILayoutGuide()
    view.addLayoutGuide(left)
    view.addLayoutGuide(right)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      box.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.leadingAnchor.constraint(equalTo: box.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      left.widthAnchor.constraint(equalTo: right.widthAnchor),
      box.widthAnchor.constraint(equalToConstant: 97.5),
      box.topAnchor.constraint(equalTo: view.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 22),
      left.topAnchor.constraint(equalTo: view.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 0),
      right.topAnchor.constraint(equalTo: view.topAnchor),
      right.heightAnchor.constraint(equalToConstant: 0),
    ])
    view.layoutIfNeeded()
    #expect(box.gridFrame == GridRect(x: 15, y: 0, width: 10, height: 1))
    #expect(left.layoutFrame == CGRect(x: 0, y: 0, width: 146.25, height: 0))
    #expect(view.layoutGuides.count == 2)
    view.removeLayoutGuide(left)
    #expect(view.layoutGuides.count == 1)
    #expect(left.owningView == nil)
  }

  @Test func baselinesStackLinesOfText() {
    let first = label("one")
    let second = label("two")
    let view = container(first, second)
    NSLayoutConstraint.activate([
      first.topAnchor.constraint(equalTo: view.topAnchor),
      first.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      second.firstBaselineAnchor.constraint(
        equalToSystemSpacingBelow: first.lastBaselineAnchor, multiplier: 1),
    ])
    view.layoutIfNeeded()
    // Baseline to baseline is a line of text: the second label is on the next line.
    #expect(second.gridFrame.minY == 1)
  }

  @Test func aViewOrGuideWithoutTextHasItsBaselinesAtItsBottom() {
    // A label's first baseline is under its first line of text; a plain view's and a layout
    // guide's are at their bottom edge, as a view without text has in UIKit.
    let text = label("one")
    let plain = UIView()
    let underText = UIView()
    let underPlain = UIView()
    let underGuide = UIView()
    let view = container(text, plain, underText, underPlain, underGuide)
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    var constraints = [
      text.topAnchor.constraint(equalTo: view.topAnchor),
      text.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      plain.topAnchor.constraint(equalTo: view.topAnchor),
      plain.heightAnchor.constraint(equalToConstant: 66),
      guide.topAnchor.constraint(equalTo: view.topAnchor, constant: 22),
      guide.heightAnchor.constraint(equalToConstant: 88),
    ]
    for (below, item) in [(underText, text), (underPlain, plain)] as [(UIView, UIView)] {
      constraints.append(
        NSLayoutConstraint(
          item: below, attribute: .top, relatedBy: .equal, toItem: item,
          attribute: .firstBaseline, multiplier: 1, constant: 0))
    }
    constraints.append(
      NSLayoutConstraint(
        item: underGuide, attribute: .top, relatedBy: .equal, toItem: guide,
        attribute: .firstBaseline, multiplier: 1, constant: 0))
    for below in [underText, underPlain, underGuide] {
      constraints.append(below.heightAnchor.constraint(equalToConstant: 22))
      constraints.append(below.leadingAnchor.constraint(equalTo: view.leadingAnchor))
    }
    NSLayoutConstraint.activate(constraints)
    view.layoutIfNeeded()
    #expect(underText.gridFrame.minY == 1)
    #expect(underPlain.gridFrame.minY == 3)
    #expect(underGuide.gridFrame.minY == 5)
  }

  @Test func viewsThatTranslateTheirFramesKeepThemAndAreSeenAtThem() {
    let fixed = UIView(frame: CGRect(x: 39, y: 44, width: 97.5, height: 22))
    let follower = UIView()
    let view = container(follower)
    view.addSubview(fixed)
    NSLayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor),
      follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
      follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      follower.heightAnchor.constraint(equalToConstant: 22),
    ])
    view.layoutIfNeeded()
    #expect(fixed.gridFrame == GridRect(x: 4, y: 2, width: 10, height: 1))
    #expect(follower.gridFrame == GridRect(x: 14, y: 3, width: 10, height: 1))
  }

  @Test func aConstraintToAnAncestorSeesItWhereItIs() {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 220))
    let inner = UIView(frame: CGRect(x: 39, y: 22, width: 195, height: 110))
    outer.addSubview(inner)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    inner.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: outer.topAnchor, constant: 44),
      box.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 39),
      box.heightAnchor.constraint(equalToConstant: 22),
    ])
    outer.layoutIfNeeded()
    // In inner's coordinates: outer's top is a line above, its leading 4 columns left.
    #expect(box.gridFrame == GridRect(x: -4, y: 1, width: 4, height: 1))
  }

  @Test func constantsAndActivationTakeEffectAtTheNextLayout() {
    let box = UIView()
    let view = container(box)
    let top = box.topAnchor.constraint(equalTo: view.topAnchor)
    NSLayoutConstraint.activate([
      top, box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 39),
      box.heightAnchor.constraint(equalToConstant: 22),
    ])
    view.layoutIfNeeded()
    let engine = view.autoLayoutEngine
    view.layoutIfNeeded()
    #expect(view.autoLayoutEngine === engine)  // nothing changed: the solved layout is kept
    top.constant = 66
    view.layoutIfNeeded()
    #expect(box.gridFrame.minY == 3)
    top.isActive = false
    #expect(!top.isActive)
    let bottom = box.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    bottom.isActive = true
    view.layoutIfNeeded()
    #expect(box.gridFrame.minY == 9)
    #expect(view.constraints.contains(bottom))
    #expect(!view.constraints.contains(top))
  }

  @Test func aConstraintIsInstalledOnTheItemsNearestCommonAncestor() {
    let row = UIView()
    let icon = UIView()
    let view = container(row)
    icon.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(icon)
    let width = icon.widthAnchor.constraint(equalToConstant: 10)
    let inside = icon.leadingAnchor.constraint(equalTo: row.leadingAnchor)
    let across = icon.topAnchor.constraint(equalTo: view.topAnchor)
    NSLayoutConstraint.activate([width, inside, across])
    #expect(icon.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
    #expect(row.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(inside)])
    #expect(view.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(across)])
    // Leaving its superview takes the constraints installed above that name it, not its own.
    row.removeFromSuperview()
    #expect(!across.isActive)
    #expect(inside.isActive)
    #expect(width.isActive)
  }

  @Test func activatingAcrossHierarchiesIsKeptAsUIKitsFailure() {
    let loose = UIView()
    let view = container()
    let constraint = loose.topAnchor.constraint(equalTo: view.topAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(
      loose.takeAutoLayoutFailures().map(\.description) == [
        "Unable to activate constraint with anchors <\"UIView.top\"> and <\"UIView.top\"> "
          + "because they have no common ancestor.  Does the constraint or its anchors reference "
          + "items in different view hierarchies?  That's illegal."
      ])
    #expect(loose.takeAutoLayoutFailures().isEmpty)
  }

  @Test func anItemThatIsNeitherAViewNorAGuideIsKeptAsUIKitsFailure() {
    let view = container()
    let notAView = NSObject()
    let constraint = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: notAView,
      attribute: .width, multiplier: 1, constant: 0)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(view.takeAutoLayoutFailures() == [AutoLayoutError(.notAViewOrGuide)])
  }

  @Test func conflictingRequiredConstraintsBreakTheLaterOneAsUIKitDoes() throws {
    let box = UIView()
    let view = container(box)
    let narrow = box.widthAnchor.constraint(equalToConstant: 97.5)
    let wide = box.widthAnchor.constraint(equalToConstant: 195)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      box.topAnchor.constraint(equalTo: view.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 22), narrow, wide,
    ])
    view.layoutIfNeeded()
    #expect(box.gridFrame.width == 10)
    let engine = try #require(view.autoLayoutEngine)
    #expect(engine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(wide)])
    #expect(wide.description == "<NSLayoutConstraint UIView.width == 195.0>")
  }

  @Test func aConstraintDescribesItselfWithoutAddresses() {
    let title = label("Title")
    let view = container(title)
    let constraint = title.leadingAnchor.constraint(
      equalTo: view.layoutMarginsGuide.leadingAnchor, constant: -8)
    constraint.priority = .defaultHigh
    constraint.identifier = "title leading"
    #expect(
      constraint.description
        == "<NSLayoutConstraint 'title leading' UILabel.leading == "
        + "UIView.UIViewLayoutMarginsGuide.leading - 8.0 @750.0>")
  }

  @Test func aViewFitsTheSizeItsConstraintsGiveIt() {
    let title = label("Kingfisher")
    let view = UIView()
    title.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: view.topAnchor, constant: 22),
      title.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    // The label's 10 columns and 2 on each side; a line above it.
    #expect(
      view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 136.5, height: 44))
    // A view that places nothing by constraints answers sizeThatFits: its own size.
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 39, height: 22))
    #expect(plain.systemLayoutSizeFitting(.zero) == CGSize(width: 39, height: 22))
  }

  @Test func updateConstraintsRunsOnceAndAgainWhenAskedDeepestFirst() {
    final class Counting: UIView {
      let name: String
      let log: (String) -> Void
      init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
      }
      required init?(coder: NSCoder) { nil }
      override func updateConstraints() {
        log(name)
        super.updateConstraints()
      }
    }
    var log: [String] = []
    let outer = Counting("outer") { log.append($0) }
    let inner = Counting("inner") { log.append($0) }
    outer.addSubview(inner)
    outer.layoutIfNeeded()
    outer.layoutIfNeeded()
    #expect(log == ["inner", "outer"])
    outer.setNeedsUpdateConstraints()
    #expect(outer.needsUpdateConstraints())
    outer.layoutIfNeeded()
    #expect(log == ["inner", "outer", "outer"])
    #expect(!outer.needsUpdateConstraints())
  }
}
