import Foundation
import HeadlessRender
import JSONParsing
import ListKit

extension ScenarioParser {
  /// Parses the step numbered `number` (from 1) of a scenario for `screen`: an object with
  /// exactly one step key, plus `request` on `respond` and `fail`.
  func parseStep(_ value: JSONValue, number: Int, screen: String) throws(ScenarioError)
    -> ScenarioStep
  {
    guard case .object(let members) = value else {
      throw failure(.stepNotAnObject(found: value.summary), step: number)
    }
    let stepNames = registry.stepNames
    let keys = members.map(\.key)
    let stepKeys = keys.filter { stepNames.contains($0) }
    guard stepKeys.count <= 1 else { throw failure(.severalSteps(stepKeys), step: number) }
    guard let name = stepKeys.first, let argument = value[name] else {
      if let unknown = keys.first(where: { $0 != "request" }) {
        throw failure(.unknownStep(unknown, expected: stepNames), step: number)
      }
      throw failure(.missingStepKey(expected: stepNames), step: number)
    }
    let answersRequest = name == "respond" || name == "fail"
    for key in keys where key != name {
      guard key == "request" else {
        let expected = answersRequest ? [name, "request"] : [name]
        throw failure(.unknownKey(key, expected: expected), step: number)
      }
      guard answersRequest else { throw failure(.requestNotAllowed(step: name), step: number) }
    }
    var request: Int?
    if let requestValue = value["request"] {
      request = try integer(requestValue, key: "request", minimum: 1, step: number)
    }
    // An event another screen declares parses here and is refused when the step runs, as a
    // step this screen does not take.
    if let event = registry.event(named: name, preferring: screen) {
      return .event(event.event(try parseEventArgument(argument, of: event, step: number)))
    }
    return try parseBuiltIn(argument, of: name, request: request, step: number)
  }

  /// A step's name of what it taps, or that name and which of its places (from 1):
  /// `"T"`, or `{"<nameKey>": "T", "occurrence": 2}`; nil for no occurrence. An empty name is
  /// refused as not `expected`.
  private func parseNamedPlace(
    _ argument: JSONValue, of name: String, nameKey: String, expected: String, step: Int
  ) throws(ScenarioError) -> (String, Int?) {
    var nameValue = argument
    var key = name
    var occurrence: Int?
    if case .object = argument {
      try rejectUnknownKeys(keys(of: argument), allowed: [nameKey, "occurrence"], step: step)
      nameValue = try required(argument, nameKey, in: name, step: step)
      key = "\(name).\(nameKey)"
      if let place = argument["occurrence"] {
        occurrence = try integer(place, key: "\(name).occurrence", minimum: 1, step: step)
      }
    }
    let text = try string(nameValue, key: key, step: step)
    guard !text.isEmpty else {
      throw failure(.wrongType(key: key, expected: expected, found: nameValue.summary), step: step)
    }
    return (text, occurrence)
  }

  private func parseBuiltIn(
    _ argument: JSONValue, of name: String, request: Int?, step: Int
  ) throws(ScenarioError) -> ScenarioStep {
    switch name {
    case "scroll":
      return .scroll(try parseScrollTarget(argument, step: step))
    case "tap":
      return .tap(try parseIndexPath(argument, key: name, step: step))
    case "swipe":
      try rejectUnknownKeys(keys(of: argument), allowed: ["row", "edge"], step: step)
      return .swipe(
        try parseIndexPath(
          required(argument, "row", in: name, step: step), key: "swipe.row", step: step),
        edge: try parseEdge(argument["edge"], step: step))
    case "action":
      try rejectUnknownKeys(keys(of: argument), allowed: ["row", "title"], step: step)
      return .action(
        try parseIndexPath(
          required(argument, "row", in: name, step: step), key: "action.row", step: step),
        title: try string(
          required(argument, "title", in: name, step: step), key: "action.title", step: step))
    case "pull":
      guard argument == .bool(true) else {
        throw failure(.wrongType(key: name, expected: "true", found: argument.summary), step: step)
      }
      return .pull
    case "edit":
      guard case .bool(let editing) = argument else {
        throw failure(
          .wrongType(key: name, expected: "true or false", found: argument.summary), step: step)
      }
      return .edit(editing)
    case "editingControl":
      return .editingControl(try parseIndexPath(argument, key: name, step: step))
    case "drag":
      try rejectUnknownKeys(keys(of: argument), allowed: ["from", "to"], step: step)
      return .drag(
        from: try parseIndexPath(
          required(argument, "from", in: name, step: step), key: "drag.from", step: step),
        to: try parseIndexPath(
          required(argument, "to", in: name, step: step), key: "drag.to", step: step))
    case "index":
      let (title, occurrence) = try parseNamedPlace(
        argument, of: name, nameKey: "title", expected: "an index title", step: step)
      return .index(title, occurrence: occurrence ?? 1)
    case "scrollSection":
      try rejectUnknownKeys(keys(of: argument), allowed: ["section", "by"], step: step)
      let distance = Scenario.maximumScrollDistance
      return .scrollSection(
        try integer(
          required(argument, "section", in: name, step: step), key: "scrollSection.section",
          minimum: 0, step: step),
        by: try integer(
          required(argument, "by", in: name, step: step), key: "scrollSection.by",
          minimum: -distance, maximum: distance, step: step))
    case "expand":
      return .expand(try parseIndexPath(argument, key: name, shape: itemShape, step: step))
    case "collapse":
      return .collapse(try parseIndexPath(argument, key: name, shape: itemShape, step: step))
    case "barButton":
      let title = try string(argument, key: name, step: step)
      guard !title.isEmpty else {
        throw failure(
          .wrongType(key: name, expected: "a bar button's title", found: argument.summary),
          step: step)
      }
      return .barButton(title)
    case "button":
      let (buttonName, occurrence) = try parseNamedPlace(
        argument, of: name, nameKey: "name", expected: "a button's name", step: step)
      return .button(name: buttonName, occurrence: occurrence)
    case "resize":
      return .resize(try parseSize(argument, key: name, fallback: nil, step: step))
    case "respond":
      let path = try string(argument, key: name, step: step)
      guard !path.isEmpty else {
        throw failure(
          .wrongType(key: name, expected: "a fixture path", found: argument.summary), step: step)
      }
      // A NUL would end the path early where the system reads it; no file name needs any.
      guard !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else {
        throw failure(
          .wrongType(
            key: name, expected: "a fixture path without control characters",
            found: argument.summary), step: step)
      }
      return .respond(fixture: path, request: request)
    default:
      return .fail(try parseFailure(argument, step: step), request: request)
    }
  }

  /// The value of an event step, of the kind its declaration gives. A flag takes `true`, so a
  /// step always reads as something that happens.
  private func parseEventArgument(
    _ value: JSONValue, of event: ScenarioEventSignature, step: Int
  ) throws(ScenarioError) -> ScenarioArgument {
    switch event.argumentKind {
    case .flag:
      guard value == .bool(true) else {
        throw failure(
          .wrongType(key: event.name, expected: "true", found: value.summary), step: step)
      }
      return .flag
    case .string:
      return .string(try string(value, key: event.name, step: step))
    case .integer:
      return .integer(try integer(value, key: event.name, minimum: Int.min, step: step))
    }
  }

  private func parseScrollTarget(_ value: JSONValue, step: Int) throws(ScenarioError)
    -> ScenarioStep.ScrollTarget
  {
    let shape =
      "\"top\", \"bottom\", {\"by\": lines}, {\"byColumns\": columns}, "
      + "{\"toRow\": [section, row]} "
      + "or {\"toItem\": \(itemShape)}"
    let wrong = failure(
      .wrongType(key: "scroll", expected: shape, found: value.summary), step: step)
    switch value {
    case .string("top"): return .top
    case .string("bottom"): return .bottom
    case .object(let members):
      try rejectUnknownKeys(
        members.map(\.key), allowed: ["by", "byColumns", "toRow", "toItem"], step: step)
      guard members.count == 1, let member = members.first else { throw wrong }
      switch member.key {
      case "by":
        let distance = Scenario.maximumScrollDistance
        return .by(
          try integer(
            member.value, key: "scroll.by", minimum: -distance, maximum: distance, step: step))
      case "byColumns":
        let distance = Scenario.maximumScrollDistance
        return .byColumns(
          try integer(
            member.value, key: "scroll.byColumns", minimum: -distance, maximum: distance,
            step: step))
      case "toRow":
        return .toRow(try parseIndexPath(member.value, key: "scroll.toRow", step: step))
      default:
        return .toItem(
          try parseIndexPath(member.value, key: "scroll.toItem", shape: itemShape, step: step))
      }
    default:
      throw wrong
    }
  }

  /// The member `key` of the object step `name`: a step that is not an object is the wrong
  /// type, an object without the key misses it.
  private func required(_ value: JSONValue, _ key: String, in name: String, step: Int)
    throws(ScenarioError) -> JSONValue
  {
    guard case .object = value else {
      throw failure(
        .wrongType(key: name, expected: "an object", found: value.summary), step: step)
    }
    guard let member = value[key] else { throw failure(.missingKey("\(name).\(key)"), step: step) }
    return member
  }

  /// The keys of `value` when it is an object; none otherwise.
  private func keys(of value: JSONValue) -> [String] {
    guard case .object(let members) = value else { return [] }
    return members.map(\.key)
  }

  /// `"leading"` or `"trailing"`; trailing when absent.
  private func parseEdge(_ value: JSONValue?, step: Int) throws(ScenarioError)
    -> ScenarioStep.SwipeEdge
  {
    guard let value else { return .trailing }
    guard case .string(let text) = value, let edge = ScenarioStep.SwipeEdge(rawValue: text) else {
      throw failure(
        .wrongType(
          key: "swipe.edge", expected: "\"leading\" or \"trailing\"", found: value.summary),
        step: step)
    }
    return edge
  }

  /// How a collection view's item is written: `[section, item]`.
  private var itemShape: String { "[section, item]" }

  /// `[section, row]` (or the `shape` given, `[section, item]`), both at least 0.
  private func parseIndexPath(
    _ value: JSONValue, key: String, shape: String = "[section, row]", step: Int
  ) throws(ScenarioError) -> IndexPath {
    guard case .array(let elements) = value, elements.count == 2 else {
      throw failure(.wrongType(key: key, expected: shape, found: value.summary), step: step)
    }
    let section = try integer(elements[0], key: "\(key)[0]", minimum: 0, step: step)
    let row = try integer(elements[1], key: "\(key)[1]", minimum: 0, step: step)
    return IndexPath(row: row, section: section)
  }

  private func parseFailure(_ value: JSONValue, step: Int) throws(ScenarioError)
    -> ScriptedFailure
  {
    switch value {
    case .string("offline"): return .offline
    case .string("timeout"): return .timeout
    case .object(let members):
      try rejectUnknownKeys(members.map(\.key), allowed: ["status", "body"], step: step)
      guard let status = value["status"] else {
        throw failure(.missingKey("fail.status"), step: step)
      }
      let code = try integer(status, key: "fail.status", minimum: 100, maximum: 599, step: step)
      var body = ""
      if let bodyValue = value["body"] {
        body = try string(bodyValue, key: "fail.body", step: step)
      }
      return .status(code: code, body: body)
    default:
      throw failure(
        .wrongType(
          key: "fail", expected: "\"offline\", \"timeout\" or {\"status\": code, \"body\": text}",
          found: value.summary), step: step)
    }
  }
}
