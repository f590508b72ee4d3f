import Cassowary
import HeadlessRender
import TestSupport
import Testing

/// Many compressible labels in one table: the table's width (999) against every label's
/// compression resistance (750), compared level by level.
///
/// The solver's work grows with the square of the labels here (each label's row meets the
/// width's), so `swift test` lays out 150 and the stress step 1,400. Only the 1,400 would
/// catch priorities folded into one weighted sum (kiwi: strong 1e6 against 1,400 x medium
/// 1e3, and the table widens to 102); `swift test` holds that property at the solver, in
/// `ConstraintSolverTests.noNumberOfWeakerViolationsOutweighsOneStrongerConstraint()`.
@MainActor
@Suite(.tags(.stress)) struct CompressibleLabelsTests {
  /// 150 labels in `swift test`, 1,400 in `make stress`.
  static let labelCount = StressMode.factor > 1 ? 1_400 : 150

  @Test func manyCompressibleLabelsNeverWidenTheTable() throws {
    // Widening the table by one column would ease every label's compression by one column;
    // no number of 750s outweighs the width's 999.
    let count = Self.labelCount
    let table = UIView()
    let labels = (0..<count).map { _ in FixedSizeView(GridSize(width: 100, height: 1)) }
    for label in labels { table.addSubview(label) }
    let layout = ConstraintLayout(root: table)
    let names = labels.enumerated().map { $1.named("label\(String(10_000 + $0).dropFirst())") }
    try layout.constrain(names + [table]) { views in
      let parent = views[views.count - 1]
      for (line, label) in views.dropLast().enumerated() {
        label.leading == parent.leading + 1
        label.trailing <= parent.trailing - 1
        label.top == parent.top + Double(line)
      }
    }
    try layout.layout(in: GridSize(width: 80, height: count))
    let width = try #require(layout.solver.variable(named: "parent.width"))
    #expect(layout.solver.value(of: width) == 80)
    #expect(
      labels.allSatisfy {
        $0.gridFrame == GridRect(x: 1, y: $0.gridFrame.minY, width: 78, height: 1)
      })
    #expect(labels.map(\.gridFrame.minY) == Array(0..<count))
    #expect(!layout.isAmbiguous)
  }
}
