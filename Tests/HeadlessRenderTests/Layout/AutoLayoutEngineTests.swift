import Foundation
import Testing

@testable import HeadlessRender

/// A view keeps the engine that solves its constraints; the engine must not keep the view.
@MainActor
@Suite struct AutoLayoutEngineTests {
  @Test func aViewLaidOutByConstraintsIsFreedWithItsEngineAndSubviews() {
    weak var freedContainer: UIView?
    weak var freedTitle: UILabel?
    weak var freedEngine: AutoLayoutEngine?
    do {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 220))
      let title = UILabel()
      title.text = "Kingfisher"
      title.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(title)
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        title.topAnchor.constraint(equalTo: container.topAnchor),
      ])
      container.layoutIfNeeded()
      #expect(title.gridFrame == GridRect(x: 2, y: 0, width: 10, height: 1))
      freedEngine = container.autoLayoutEngine
      #expect(freedEngine != nil)
      freedContainer = container
      freedTitle = title
    }
    #expect(freedContainer == nil)
    #expect(freedTitle == nil)
    #expect(freedEngine == nil)
  }

  @Test func aCellMeasuredByItsConstraintsIsFreedWithItsEngine() {
    weak var freedCell: UITableViewCell?
    weak var freedEngine: AutoLayoutEngine?
    do {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      let title = UILabel()
      title.text = "Kingfisher"
      title.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(title)
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
        title.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
        title.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
      ])
      let size = cell.systemLayoutSizeFitting(
        CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(size.height > 0)
      freedEngine = cell.contentView.autoLayoutEngine
      #expect(freedEngine != nil)
      freedCell = cell
    }
    #expect(freedCell == nil)
    #expect(freedEngine == nil)
  }
}
