import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// Auto Layout right to left: leading and trailing (and their margins, and the constant with
/// them) flip with the layout direction of the view a constraint is installed on; left and
/// right never do.
@MainActor
@Suite struct RightToLeftAutoLayoutTests {
  /// A 40-column container in a window whose traits say `direction`, and a subview placed by
  /// `constraints`.
  private func place(
    in direction: UITraitEnvironmentLayoutDirection,
    containerAttribute: UISemanticContentAttribute = .unspecified,
    _ constraints: (UIView, UIView) -> [NSLayoutConstraint]
  ) -> GridRect {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 4))
    window.overrideTraits(UITraitCollection(layoutDirection: direction))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 88))
    container.semanticContentAttribute = containerAttribute
    window.addSubview(container)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    NSLayoutConstraint.activate(
      constraints(container, box) + [
        box.topAnchor.constraint(equalTo: container.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 22),
      ])
    window.layoutIfNeeded()
    return box.gridFrame
  }

  @Test func leadingAndTrailingWithTheirConstantsFlipRightToLeft() {
    // 5 columns wide, 3 columns (29.25 points) from the leading edge.
    let constraints: (UIView, UIView) -> [NSLayoutConstraint] = { container, box in
      [
        box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 29.25),
        box.widthAnchor.constraint(equalToConstant: 48.75),
      ]
    }
    #expect(place(in: .leftToRight, constraints).minX == 3)
    #expect(place(in: .rightToLeft, constraints).maxX == 37)
    let trailing: (UIView, UIView) -> [NSLayoutConstraint] = { container, box in
      [
        box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -29.25),
        box.widthAnchor.constraint(equalToConstant: 48.75),
      ]
    }
    #expect(place(in: .leftToRight, trailing).maxX == 37)
    #expect(place(in: .rightToLeft, trailing).minX == 3)
  }

  @Test func anInequalityBetweenLeadingAndTrailingKeepsItsMeaningRightToLeft() {
    // The box starts at the leading margin and may grow up to 8 points (a column) before a
    // 10-column column at the trailing edge: at most 29 columns, wanting 40.
    let constraints: (UIView, UIView) -> [NSLayoutConstraint] = { container, box in
      let column = UIView()
      column.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(column)
      let wide = box.widthAnchor.constraint(equalToConstant: 390)
      wide.priority = .defaultLow
      return [
        column.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        column.widthAnchor.constraint(equalToConstant: 97.5),
        column.topAnchor.constraint(equalTo: container.topAnchor),
        column.heightAnchor.constraint(equalToConstant: 22),
        box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        box.trailingAnchor.constraint(lessThanOrEqualTo: column.leadingAnchor, constant: -9.75),
        wide,
      ]
    }
    #expect(place(in: .leftToRight, constraints) == GridRect(x: 0, y: 0, width: 29, height: 1))
    #expect(place(in: .rightToLeft, constraints) == GridRect(x: 11, y: 0, width: 29, height: 1))
    // The other way round: at least 8 points after the column, wanting none.
    let atLeast: (UIView, UIView) -> [NSLayoutConstraint] = { container, box in
      let column = UIView()
      column.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(column)
      let narrow = box.leadingAnchor.constraint(equalTo: container.leadingAnchor)
      narrow.priority = .defaultLow
      return [
        column.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        column.widthAnchor.constraint(equalToConstant: 97.5),
        column.topAnchor.constraint(equalTo: container.topAnchor),
        column.heightAnchor.constraint(equalToConstant: 22),
        box.leadingAnchor.constraint(
          greaterThanOrEqualTo: column.trailingAnchor, constant: 9.75),
        box.widthAnchor.constraint(equalToConstant: 48.75),
        narrow,
      ]
    }
    #expect(place(in: .leftToRight, atLeast) == GridRect(x: 11, y: 0, width: 5, height: 1))
    #expect(place(in: .rightToLeft, atLeast) == GridRect(x: 24, y: 0, width: 5, height: 1))
  }

  @Test func leftAndRightNeverFlip() {
    let left: (UIView, UIView) -> [NSLayoutConstraint] = { container, box in
      [
        box.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 29.25),
        box.widthAnchor.constraint(equalToConstant: 48.75),
      ]
    }
    #expect(place(in: .leftToRight, left).minX == 3)
    #expect(place(in: .rightToLeft, left).minX == 3)
    let right: (UIView, UIView) -> [NSLayoutConstraint] = { container, box in
      [
        box.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -29.25),
        box.widthAnchor.constraint(equalToConstant: 48.75),
      ]
    }
    #expect(place(in: .leftToRight, right).maxX == 37)
    #expect(place(in: .rightToLeft, right).maxX == 37)
  }

  @Test func leadingAndTrailingMarginsTakeTheMarginOnTheirSide() {
    // Margins of 2 columns on the left and 4 on the right, set left and right.
    let constraints: (UIView, UIView) -> [NSLayoutConstraint] = { container, box in
      container.layoutMargins = UIEdgeInsets(top: 0, left: 19.5, bottom: 0, right: 39)
      return [
        NSLayoutConstraint(
          item: box, attribute: .leading, relatedBy: .equal, toItem: container,
          attribute: .leadingMargin, multiplier: 1, constant: 0),
        NSLayoutConstraint(
          item: box, attribute: .trailing, relatedBy: .equal, toItem: container,
          attribute: .trailingMargin, multiplier: 1, constant: 0),
      ]
    }
    #expect(place(in: .leftToRight, constraints) == GridRect(x: 2, y: 0, width: 34, height: 1))
    #expect(place(in: .rightToLeft, constraints) == GridRect(x: 2, y: 0, width: 34, height: 1))
    let guide: (UIView, UIView) -> [NSLayoutConstraint] = { container, box in
      container.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 0, leading: 19.5, bottom: 0, trailing: 39)
      return [
        box.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 9.75),
      ]
    }
    #expect(place(in: .leftToRight, guide).minX == 2)
    #expect(place(in: .rightToLeft, guide).maxX == 38)
  }

  @Test func theContainersAttributeDecidesItsConstraintsDirection() {
    let constraints: (UIView, UIView) -> [NSLayoutConstraint] = { container, box in
      [
        box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 29.25),
        box.widthAnchor.constraint(equalToConstant: 48.75),
      ]
    }
    #expect(
      place(in: .rightToLeft, containerAttribute: .forceLeftToRight, constraints).minX == 3)
    #expect(
      place(in: .leftToRight, containerAttribute: .forceRightToLeft, constraints).maxX == 37)
  }

  @Test func changingTheAttributeAfterALayoutLaysOutAgainTheOtherWay() {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 4))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 88))
    window.addSubview(container)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 29.25),
      box.widthAnchor.constraint(equalToConstant: 48.75),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 22),
    ])
    window.layoutIfNeeded()
    #expect(box.gridFrame.minX == 3)
    container.semanticContentAttribute = .forceRightToLeft
    window.layoutIfNeeded()
    #expect(box.gridFrame.maxX == 37)
    container.semanticContentAttribute = .unspecified
    window.layoutIfNeeded()
    #expect(box.gridFrame.minX == 3)
  }
}
