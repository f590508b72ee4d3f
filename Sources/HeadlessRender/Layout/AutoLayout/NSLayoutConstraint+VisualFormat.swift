import Foundation

extension NSLayoutConstraint {
  /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views it names and
  /// which way it reads, as `NSLayoutConstraint.FormatOptions`.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit's.
    public let rawValue: UInt

    /// The options of `rawValue`'s bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The views' left edges are aligned.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// The views' right edges are aligned.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// The views' top edges are aligned.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// The views' bottom edges are aligned.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// The views' leading edges are aligned.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// The views' trailing edges are aligned.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// The views' horizontal centres are aligned.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// The views' vertical centres are aligned.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// The views' last baselines are aligned.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// The views' first baselines are aligned.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Every alignment bit.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Horizontal formats read leading to trailing: the default.
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal formats read left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal formats read right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    /// Spacing is between edges: the default.
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Spacing is between baselines; kept (a line is a line on the grid).
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }

  /// The constraints a visual format string describes, inactive, as UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`.
  ///
  /// ```swift
  /// let views: [String: Any] = ["title": title, "date": date]
  /// NSLayoutConstraint.activate(
  ///   NSLayoutConstraint.constraints(
  ///     withVisualFormat: "H:|-[title]-(>=8)-[date(80@750)]-|", options: .alignAllCenterY,
  ///     metrics: nil, views: views))
  /// ```
  ///
  /// The whole language: `H:` or `V:` (horizontal when left out), `|` for the superview's
  /// edges, `[name(predicates)]` for a view with its size, `-` for the standard spacing (8
  /// points between views; the superview's layout margins at its edges), `-n-` or
  /// `-(predicates)-` for a spacing, nothing between `][` for none. A predicate is an optional
  /// relation (`==`, `<=`, `>=`), a number, a metric's name or (in a view's size) another
  /// view's name, and an optional `@priority`; several are separated by commas. Options align
  /// every view named on the other axis (`.alignAllCenterY` in a horizontal format) and choose
  /// the direction.
  ///
  /// A format UIKit cannot parse raises an exception there; here the failure is kept on the
  /// views named, with UIKit's message (`Unable to parse constraint format:`, what was wrong,
  /// the format, and a caret under the place), for the frame that draws them to report, and
  /// no constraint is returned. What was wrong is worded as UIKit words it where its wording
  /// is known ("Expected a view", "… is not a key in the views dictionary.", "Expected a
  /// number or key from the metrics dictionary, but encountered something else", "Unable to
  /// interpret '|' character, because the related view doesn't have a superview", the
  /// alignment on the format's own axis), and in the same manner elsewhere.
  public class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(
      format: format, options: opts, metrics: metrics ?? [:], views: views)
    do throws(AutoLayoutError) {
      return try parser.parse()
    } catch {
      let named = views.sorted { $0.key < $1.key }.compactMap { $0.value as? UIView }
      for view in named { view.recordAutoLayoutFailure(error) }
      return []
    }
  }
}

/// The parser of the visual format language: one pass over the format's characters, building
/// the constraints as it goes.
@MainActor
struct VisualFormatParser {
  private let format: String
  private let characters: [Character]
  private let options: NSLayoutConstraint.FormatOptions
  private let metrics: [String: Any]
  private let views: [String: Any]
  private var position = 0
  private var isVertical = false

  /// One predicate: a relation, a constant or a view, a priority.
  private struct Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority = UILayoutPriority.required
  }

  /// What comes before a view: the superview's edge or a view, with the connection between.
  private enum Item {
    case superview
    case view(UIView)
  }

  /// The spacing between two items: none, the standard one, or predicates.
  private enum Connection {
    case adjacent
    case standard
    case predicates([Predicate])

    var isStandard: Bool {
      if case .standard = self { return true }
      return false
    }
  }

  init(
    format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
    views: [String: Any]
  ) {
    self.format = format
    characters = Array(format)
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  /// The constraints of the format.
  mutating func parse() throws(AutoLayoutError) -> [NSLayoutConstraint] {
    if characters.starts(with: ["V", ":"]) {
      isVertical = true
      position = 2
    } else if characters.starts(with: ["H", ":"]) {
      position = 2
    }
    var constraints: [NSLayoutConstraint] = []
    var named: [UIView] = []
    var previous: Item?
    var connection = Connection.adjacent
    if peek == "|" {
      position += 1
      previous = .superview
      connection = try parseConnection()
    }
    while true {
      guard peek == "[" else { throw failure("Expected a view") }
      let viewStart = position
      let (view, sizes) = try parseView()
      named.append(view)
      if let previous {
        constraints += try connect(previous, to: .view(view), with: connection, at: viewStart)
      }
      constraints += sizes
      previous = .view(view)
      guard position < characters.count else { break }
      connection = try parseConnection()
      if peek == "|" {
        let barStart = position
        position += 1
        constraints += try connect(.view(view), to: .superview, with: connection, at: barStart)
        guard position == characters.count else {
          throw failure("Expected the end of the format after the superview's edge")
        }
        break
      }
      if position == characters.count { throw failure("Expected a view") }
    }
    constraints += try alignments(of: named)
    return constraints
  }

  private var peek: Character? { position < characters.count ? characters[position] : nil }

  private func failure(_ message: String, at place: Int? = nil) -> AutoLayoutError {
    AutoLayoutError(
      .unparsableVisualFormat(message: message, format: format, position: place ?? position))
  }

  /// `[name]` or `[name(predicates)]`: the view and its size constraints.
  private mutating func parseView() throws(AutoLayoutError) -> (UIView, [NSLayoutConstraint]) {
    position += 1
    let nameStart = position
    let name = parseIdentifier()
    guard !name.isEmpty else { throw failure("Expected a view name") }
    guard let value = views[name] else {
      throw failure("\(name) is not a key in the views dictionary.", at: nameStart)
    }
    guard let view = value as? UIView else {
      throw failure("\(name) is not a view in the views dictionary.", at: nameStart)
    }
    var sizes: [NSLayoutConstraint] = []
    if peek == "(" {
      let predicates = try parsePredicateList(allowsViews: true)
      let attribute: NSLayoutConstraint.Attribute = isVertical ? .height : .width
      for predicate in predicates {
        let constraint = NSLayoutConstraint(
          first: view, firstAttribute: attribute, relation: predicate.relation,
          second: predicate.view, secondAttribute: attribute, multiplier: 1,
          constant: predicate.constant)
        constraint.priority = predicate.priority
        sizes.append(constraint)
      }
    }
    guard peek == "]" else { throw failure("Expected ']'") }
    position += 1
    return (view, sizes)
  }

  /// What comes between two items: nothing, `-`, `-n-` or `-(predicates)-`.
  private mutating func parseConnection() throws(AutoLayoutError) -> Connection {
    guard peek == "-" else { return .adjacent }
    position += 1
    if peek == "[" || peek == "|" { return .standard }
    let predicates: [Predicate]
    if peek == "(" {
      predicates = try parsePredicateList(allowsViews: false)
    } else {
      predicates = [Predicate(constant: try parseConstant())]
    }
    guard peek == "-" else { throw failure("Expected '-'") }
    position += 1
    return .predicates(predicates)
  }

  /// `(predicate, predicate, …)`.
  private mutating func parsePredicateList(allowsViews: Bool) throws(AutoLayoutError)
    -> [Predicate]
  {
    position += 1
    var predicates: [Predicate] = []
    while true {
      predicates.append(try parsePredicate(allowsViews: allowsViews))
      if peek == "," {
        position += 1
        continue
      }
      guard peek == ")" else { throw failure("Expected ')' or ','") }
      position += 1
      return predicates
    }
  }

  /// `==`, `<=` or `>=` (or nothing), a constant or view, `@priority` (or nothing).
  private mutating func parsePredicate(allowsViews: Bool) throws(AutoLayoutError) -> Predicate {
    var predicate = Predicate()
    let relations: [(String, NSLayoutConstraint.Relation)] = [
      ("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
    ]
    for (symbol, relation) in relations where characters[position...].starts(with: symbol) {
      predicate.relation = relation
      position += 2
      break
    }
    let objectStart = position
    let name = peek.map { $0.isLetter || $0 == "_" } == true ? parseIdentifier() : ""
    if !name.isEmpty, metrics[name] == nil, let view = views[name] as? UIView {
      guard allowsViews else {
        throw failure(
          "Expected a number or key from the metrics dictionary, but encountered "
            + "something else", at: objectStart)
      }
      predicate.view = view
    } else {
      position = objectStart
      predicate.constant = try parseConstant()
    }
    if peek == "@" {
      position += 1
      let priorityStart = position
      let value = try parseConstant()
      guard value >= 1, value <= 1000 else {
        throw failure("Priorities are between 1 and 1000", at: priorityStart)
      }
      predicate.priority = UILayoutPriority(Float(value))
    }
    return predicate
  }

  /// A number or a metric's name.
  private mutating func parseConstant() throws(AutoLayoutError) -> CGFloat {
    let start = position
    if let first = peek, first.isLetter || first == "_" {
      let name = parseIdentifier()
      guard let value = metrics[name] else {
        throw failure("\(name) is not a key in the metrics dictionary.", at: start)
      }
      guard let number = Self.number(value) else {
        throw failure("\(name) in the metrics dictionary is not a number.", at: start)
      }
      return number
    }
    if peek == "-" || peek == "+" { position += 1 }
    while let character = peek, character.isASCII, character.isNumber || character == "." {
      position += 1
    }
    guard let number = Double(String(characters[start..<position])), number.isFinite else {
      position = start
      throw failure(
        "Expected a number or key from the metrics dictionary, but encountered something else")
    }
    return CGFloat(number)
  }

  private mutating func parseIdentifier() -> String {
    let start = position
    while let character = peek, character.isLetter || character.isNumber || character == "_" {
      position += 1
    }
    return String(characters[start..<position])
  }

  private static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  /// The attributes that start and end an item along the format's axis.
  private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
    if isVertical { return (.top, .bottom) }
    if options.contains(.directionRightToLeft) { return (.right, .left) }
    if options.contains(.directionLeftToRight) { return (.left, .right) }
    return (.leading, .trailing)
  }

  /// The constraints that join `first` to `second` (one of them a view) across `connection`.
  private func connect(_ first: Item, to second: Item, with connection: Connection, at place: Int)
    throws(AutoLayoutError) -> [NSLayoutConstraint]
  {
    let (start, end) = edges
    let predicates: [Predicate]
    switch connection {
    case .adjacent: predicates = [Predicate()]
    case .standard: predicates = [Predicate(constant: 8)]
    case .predicates(let list): predicates = list
    }
    func superview(of view: UIView) throws(AutoLayoutError) -> UIView {
      guard let superview = view.superview else {
        throw failure(
          "Unable to interpret '|' character, because the related view doesn't have a superview",
          at: place)
      }
      return superview
    }
    var result: [NSLayoutConstraint] = []
    for predicate in predicates {
      let constraint: NSLayoutConstraint
      switch (first, second) {
      case (.superview, .view(let view)):
        let edge = connection.isStandard ? Self.margin(of: start) : start
        constraint = NSLayoutConstraint(
          first: view, firstAttribute: start, relation: predicate.relation,
          second: try superview(of: view), secondAttribute: edge, multiplier: 1,
          constant: connection.isStandard ? 0 : predicate.constant)
      case (.view(let view), .superview):
        let edge = connection.isStandard ? Self.margin(of: end) : end
        constraint = NSLayoutConstraint(
          first: try superview(of: view), firstAttribute: edge, relation: predicate.relation,
          second: view, secondAttribute: end, multiplier: 1,
          constant: connection.isStandard ? 0 : predicate.constant)
      case (.view(let previous), .view(let next)):
        constraint = NSLayoutConstraint(
          first: next, firstAttribute: start, relation: predicate.relation, second: previous,
          secondAttribute: end, multiplier: 1, constant: predicate.constant)
      case (.superview, .superview):
        continue
      }
      constraint.priority = predicate.priority
      result.append(constraint)
    }
    return result
  }

  private static func margin(of attribute: NSLayoutConstraint.Attribute)
    -> NSLayoutConstraint.Attribute
  {
    switch attribute {
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    default: attribute
    }
  }

  /// The alignment options' constraints: every view's attribute equal to the first view's.
  private func alignments(of views: [UIView]) throws(AutoLayoutError) -> [NSLayoutConstraint] {
    let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    let horizontalEdges: [NSLayoutConstraint.Attribute] = [
      .left, .right, .leading, .trailing, .centerX,
    ]
    var result: [NSLayoutConstraint] = []
    for (option, attribute) in alignments where options.contains(option) {
      let isHorizontalEdge = horizontalEdges.contains(attribute)
      guard isHorizontalEdge == isVertical else {
        let edge = isVertical ? "vertical" : "horizontal"
        throw failure(
          "Options mask required views to be aligned on a \(edge) edge, which is not allowed "
            + "for layout that is also \(edge).", at: 0)
      }
      guard let first = views.first else { continue }
      for view in views.dropFirst() {
        result.append(
          NSLayoutConstraint(
            first: view, firstAttribute: attribute, relation: .equal, second: first,
            secondAttribute: attribute, multiplier: 1, constant: 0))
      }
    }
    return result
  }
}
