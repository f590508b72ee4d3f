import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): the language, its
/// options and its errors.
@MainActor
@Suite struct VisualFormatTests {
  private let root = UIView(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 5))
  private let a = UIView()
  private let b = UIView()

  init() {
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
  }

  private func layOut(_ formats: [String], metrics: [String: Any]? = nil) throws {
    for format in formats {
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: format, metrics: metrics, views: ["a": a, "b": b]))
    }
    _ = try DeviceFrame(size: GridSize(width: 20, height: 5)).render(root)
  }

  @Test func edgesSpacingsAndSizesPlaceTheViewsAlongTheAxis() throws {
    try layOut(["H:|-19.5-[a(39)]-9.75-[b]-19.5-|", "V:|[a(22)][b(44)]"])
    #expect(a.gridFrame == GridRect(x: 2, y: 0, width: 4, height: 1))
    #expect(b.gridFrame == GridRect(x: 7, y: 1, width: 11, height: 2))
  }

  @Test func theStandardSpacingIsEightPointsAndTheMarginsAtTheEdges() throws {
    root.layoutMargins = UIEdgeInsets(top: 22, left: 29.25, bottom: 22, right: 19.5)
    try layOut(["|-[a(19.5)]-[b]-|", "V:|-[a]-|", "V:|[b]|"])
    // 8 points are one column; the margins are 3 columns and 2, a line above and below.
    #expect(a.gridFrame == GridRect(x: 3, y: 1, width: 2, height: 3))
    #expect(b.gridFrame == GridRect(x: 6, y: 0, width: 12, height: 5))
  }

  @Test func adjacentViewsTouchAndMetricsNameConstants() throws {
    try layOut(
      ["H:|-(pad)-[a(width)][b(width)]", "V:|[a(line)]", "V:|[b(line)]"],
      metrics: ["pad": 9.75, "width": CGFloat(29.25), "line": 22])
    #expect(a.gridFrame == GridRect(x: 1, y: 0, width: 3, height: 1))
    #expect(b.gridFrame == GridRect(x: 4, y: 0, width: 3, height: 1))
  }

  @Test func predicatesCarryTheirRelationConstantAndPriority() {
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[a(>=22,<=66@750)]-(>=8@250)-[b(==a)]", metrics: nil,
      views: ["a": a, "b": b])
    let described = constraints.map { constraint in
      let second = constraint.secondItem.map { $0 === a ? "a" : $0 === b ? "b" : "?" } ?? "-"
      let first = constraint.firstItem === a ? "a" : constraint.firstItem === b ? "b" : "?"
      return "\(first).\(constraint.firstAttribute) \(constraint.relation.rawValue) "
        + "\(second).\(constraint.secondAttribute) + \(constraint.constant) "
        + "@\(constraint.priority.rawValue)"
    }
    #expect(
      described == [
        "a.height 1 -.notAnAttribute + 22.0 @1000.0",
        "a.height -1 -.notAnAttribute + 66.0 @750.0",
        "b.top 1 a.bottom + 8.0 @250.0",
        "b.height 0 a.height + 0.0 @1000.0",
      ])
  }

  @Test func alignmentOptionsAlignEveryViewWithTheFirstAcrossTheAxis() throws {
    NSLayoutConstraint.activate([
      a.heightAnchor.constraint(equalToConstant: 22),
      b.heightAnchor.constraint(equalToConstant: 66),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 44),
    ])
    try layOut(["H:|[a(19.5)][b(19.5)]"])
    #expect(b.gridFrame.minY == 0)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a][b]", options: .alignAllCenterY, metrics: nil,
        views: ["a": a, "b": b]))
    _ = try DeviceFrame(size: GridSize(width: 20, height: 5)).render(root)
    #expect(b.gridFrame == GridRect(x: 2, y: 1, width: 2, height: 3))
  }

  @Test func directionOptionsChooseLeftAndRightOrLeadingAndTrailing() {
    func attributes(_ options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint.Attribute] {
      let constraint = NSLayoutConstraint.constraints(
        withVisualFormat: "[a][b]", options: options, metrics: nil, views: ["a": a, "b": b])
      return constraint.flatMap { [$0.firstAttribute, $0.secondAttribute] }
    }
    #expect(attributes([]) == [.leading, .trailing])
    #expect(attributes(.directionLeftToRight) == [.left, .right])
    #expect(attributes(.directionRightToLeft) == [.right, .left])
  }

  /// The message UIKit would raise for `format`, as kept on the views and reported by a frame.
  private func failure(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil, views: [String: Any]? = nil
  ) throws -> String {
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: views ?? ["a": a])
    #expect(constraints.isEmpty)
    let error = try #require(throws: ScreenDrawingError.self) {
      try DeviceFrame(size: GridSize(width: 20, height: 5)).render(root)
    }
    guard case .autoLayoutFailed(let failure) = error else { return "not Auto Layout: \(error)" }
    return failure.description
  }

  @Test func aViewMissingFromTheDictionaryIsNamedWithACaretUnderIt() throws {
    #expect(
      try failure("H:|-[nope]-|")
        == "Unable to parse constraint format: \nnope is not a key in the views dictionary. "
        + "\nH:|-[nope]-| \n     ^")
  }

  @Test func aSpacingWithoutAViewExpectsAView() throws {
    #expect(
      try failure("H:|-165-|")
        == "Unable to parse constraint format: \nExpected a view \nH:|-165-| \n        ^")
  }

  @Test func aMetricMissingFromTheDictionaryIsNamed() throws {
    #expect(
      try failure("H:|-(pad)-[a]")
        == "Unable to parse constraint format: \npad is not a key in the metrics dictionary. "
        + "\nH:|-(pad)-[a] \n     ^")
    #expect(
      try failure("H:|-(pad)-[a]", metrics: ["pad": "wide"])
        == "Unable to parse constraint format: \npad in the metrics dictionary is not a "
        + "number. \nH:|-(pad)-[a] \n     ^")
  }

  @Test func aBarBesideAViewWithoutASuperviewCannotBeInterpreted() throws {
    let lone = UIView()
    _ = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[lone]", metrics: nil, views: ["lone": lone])
    #expect(
      lone.takeAutoLayoutFailures().map(\.description) == [
        "Unable to parse constraint format: \nUnable to interpret '|' character, because the "
          + "related view doesn't have a superview \nV:|[lone] \n   ^"
      ])
  }

  @Test func malformedPredicatesAndPrioritiesSayWhatWasExpected() throws {
    #expect(
      try failure("H:[a(39]")
        == "Unable to parse constraint format: \nExpected ')' or ',' \nH:[a(39] \n       ^")
    #expect(
      try failure("H:[a(39@1001)]")
        == "Unable to parse constraint format: \nPriorities are between 1 and 1000 "
        + "\nH:[a(39@1001)] \n        ^")
    #expect(
      try failure("H:[a]-(a)-[a]")
        == "Unable to parse constraint format: \nExpected a number or key from the metrics "
        + "dictionary, but encountered something else \nH:[a]-(a)-[a] \n       ^")
    #expect(
      try failure("H:[a]-10[a]")
        == "Unable to parse constraint format: \nExpected '-' \nH:[a]-10[a] \n        ^")
    #expect(
      try failure("H:[a")
        == "Unable to parse constraint format: \nExpected ']' \nH:[a \n    ^")
    #expect(
      try failure("H:[]")
        == "Unable to parse constraint format: \nExpected a view name \nH:[] \n   ^")
    #expect(
      try failure("H:[a]|x")
        == "Unable to parse constraint format: \nExpected the end of the format after the "
        + "superview's edge \nH:[a]|x \n      ^")
    // Nothing to keep the failure on: no constraint, and the parser says why.
    #expect(
      NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: ["a": "text"])
        .isEmpty)
    var parser = VisualFormatParser(format: "H:[a]", options: [], metrics: [:], views: ["a": "x"])
    let error = try #require(throws: AutoLayoutError.self) { try parser.parse() }
    #expect(
      error.description
        == "Unable to parse constraint format: \na is not a view in the views dictionary. "
        + "\nH:[a] \n   ^")
  }

  @Test func anAlignmentOnTheFormatsOwnAxisIsRefused() throws {
    #expect(
      try failure("H:[a]", options: .alignAllLeading)
        == "Unable to parse constraint format: \nOptions mask required views to be aligned on "
        + "a horizontal edge, which is not allowed for layout that is also horizontal. "
        + "\nH:[a] \n^")
  }
}
