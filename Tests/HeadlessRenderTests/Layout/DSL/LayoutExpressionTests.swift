import Cassowary
import Testing

@testable import HeadlessRender

@Suite struct LayoutExpressionTests {
  static func proxies() -> (LayoutProxy, LayoutProxy, ConstraintSolver) {
    var solver = ConstraintSolver()
    func proxy(_ name: String) -> LayoutProxy {
      LayoutProxy(
        name: name, leftVariable: solver.makeVariable(named: "\(name).left"),
        topVariable: solver.makeVariable(named: "\(name).top"),
        widthVariable: solver.makeVariable(named: "\(name).width"),
        heightVariable: solver.makeVariable(named: "\(name).height"))
    }
    let title = proxy("title")
    let parent = proxy("parent")
    return (title, parent, solver)
  }

  @Test func constraintsPrintAsTheLineThatWroteThem() {
    let (title, parent, _) = Self.proxies()
    #expect(
      (title.trailing <= parent.trailing - 1).description
        == "title.trailing <= parent.trailing - 1")
    #expect((title.width >= 30 ~ 750).description == "title.width >= 30 ~ 750")
    #expect(
      (title.leading == parent.leading + -2).description
        == "title.leading == parent.leading - 2")
    #expect(
      (title.width + 2 * parent.width == (parent.width - 3) * 0.5).description
        == "title.width + 2 * parent.width == (parent.width - 3) * 0.5")
    #expect(
      (title.centerY == parent.height / 2).description == "title.centerY == parent.height / 2")
  }

  @Test func anchorsAreExpressionsOfTheFourFrameVariables() throws {
    let (title, parent, solver) = Self.proxies()
    var copy = solver
    try copy.add(title.left == 3)
    try copy.add(title.width == 10)
    try copy.add(title.top == 1)
    try copy.add(title.height == 4)
    for constraint in parent.size == GridSize(width: 40, height: 6) { try copy.add(constraint) }
    try copy.add(parent.left == 0)
    try copy.add(parent.top == 0)
    let value = { (expression: LinearExpression) in expression.value { copy.value(of: $0) } }
    #expect(value(title.trailing.linear) == 13)
    #expect(value(title.right.linear) == 13)
    #expect(value(title.centerX.linear) == 8)
    #expect(value(title.bottom.linear) == 5)
    #expect(value(title.centerY.linear) == 3)
    #expect(value(parent.center.x.linear) == 20)
  }

  @Test func aFactorOrADivisorScalesTheExpression() throws {
    let (title, parent, solver) = Self.proxies()
    var copy = solver
    try copy.add(parent.width == 40)
    try copy.add(parent.height == 40)
    try copy.add(title.width == parent.width / 4)
    try copy.add(title.height == 0.5 * parent.height - 14)
    try copy.add(title.left == (parent.width - 4) * 0.25)
    #expect(copy.value(of: title.widthVariable) == 10)
    #expect(copy.value(of: title.heightVariable) == 6)
    #expect(copy.value(of: title.leftVariable) == 9)
  }

  @Test func compoundAnchorsExpandToOneConstraintPerEdge() {
    let (title, parent, _) = Self.proxies()
    #expect(
      (title.edges == inset(parent.edges, top: 1, leading: 2, bottom: 1, trailing: 2))
        .map(\.description) == [
          "title.top == parent.top + 1", "title.leading == parent.leading + 2",
          "title.bottom == parent.bottom - 1", "title.trailing == parent.trailing - 2",
        ])
    #expect(
      (title.center == parent.center).map(\.description) == [
        "title.centerX == parent.centerX", "title.centerY == parent.centerY",
      ])
    #expect(
      (title.size == parent.size ~ .strong).map(\.description) == [
        "title.width == parent.width ~ 750", "title.height == parent.height ~ 750",
      ])
  }

  @Test func alignAndDistributeChainTheirViews() {
    let (title, parent, _) = Self.proxies()
    #expect(align(top: title, parent).map(\.description) == ["title.top == parent.top"])
    #expect(
      align(centerY: title, parent).map(\.description) == [
        "title.centerY == parent.centerY"
      ])
    #expect(
      distribute(by: 1, horizontally: title, parent).map(\.description) == [
        "parent.leading == title.trailing + 1"
      ])
    #expect(
      distribute(by: 2, vertically: title, parent).map(\.description) == [
        "parent.top == title.bottom + 2"
      ])
  }
}
