import Foundation
import HeadlessRender
import HeadlessTesting
import JSONParsing
import ListKit

/// Turns scenario JSON into a ``Scenario``, naming the exact place of every problem.
///
/// The registry decides which screens a scenario may name and which event steps it may take,
/// with the kind of value each takes and its caption.
struct ScenarioParser {
  static let topLevelKeys = [
    "screen", "device", "now", "timeZone", "locale", "accessibility", "variants", "steps",
  ]

  /// The scenario file as errors name it.
  let file: String
  let directory: URL
  let registry: ScenarioRegistry

  /// Parses a whole scenario.
  func parse(_ text: String) throws(ScenarioError) -> Scenario {
    let root: JSONValue
    do {
      root = try JSONParser.parse(text)
    } catch {
      // A problem inside a string, number or literal is clearest shown where that begins.
      throw failure(
        .malformedJSON(
          line: error.tokenStart.line, column: error.tokenStart.column,
          detail: error.description))
    }
    guard case .object(let members) = root else {
      throw failure(.scenarioNotAnObject(found: root.summary))
    }
    try rejectUnknownKeys(members.map(\.key), allowed: Self.topLevelKeys)
    guard let screenValue = root["screen"] else { throw failure(.missingKey("screen")) }
    let screen = try parseScreen(screenValue)
    let device = try root["device"].map(parseDevice) ?? DeviceFrame.defaultSize
    let now = try root["now"].map(parseNow) ?? Scenario.defaultNow
    let timeZone = try root["timeZone"].map(parseTimeZone) ?? Scenario.defaultTimeZone
    let locale = try root["locale"].map(parseLocale) ?? Scenario.defaultLocale
    let accessibility = try root["accessibility"].map(parseAccessibility) ?? false
    let variants = try root["variants"].map(parseVariants) ?? []
    guard let stepsValue = root["steps"] else { throw failure(.missingKey("steps")) }
    guard case .array(let stepValues) = stepsValue else {
      throw failure(
        .wrongType(key: "steps", expected: "an array of steps", found: stepsValue.summary))
    }
    guard stepValues.count <= Scenario.maximumStepCount else {
      throw failure(.tooManySteps(count: stepValues.count, limit: Scenario.maximumStepCount))
    }
    var steps: [ScenarioStep] = []
    for (offset, value) in stepValues.enumerated() {
      steps.append(try parseStep(value, number: offset + 1, screen: screen))
    }
    return Scenario(
      file: file, directory: directory, screen: screen, device: device, now: now,
      timeZone: timeZone, locale: locale, accessibility: accessibility, variants: variants,
      steps: steps)
  }

  /// An error in this file, at a step when one is given.
  func failure(_ reason: ScenarioError.Reason, step: Int? = nil) -> ScenarioError {
    ScenarioError(file: file, step: step, reason: reason)
  }

  func rejectUnknownKeys(_ keys: [String], allowed: [String], step: Int? = nil)
    throws(ScenarioError)
  {
    if let unknown = keys.first(where: { !allowed.contains($0) }) {
      throw failure(.unknownKey(unknown, expected: allowed), step: step)
    }
  }

  /// An integer at `key` within `minimum...maximum`.
  func integer(
    _ value: JSONValue, key: String, minimum: Int, maximum: Int? = nil, step: Int? = nil
  ) throws(ScenarioError) -> Int {
    guard let number = value.integer else {
      throw failure(.wrongType(key: key, expected: "an integer", found: value.summary), step: step)
    }
    guard number >= minimum, number <= maximum ?? Int.max else {
      throw failure(
        .outOfRange(key: key, minimum: minimum, maximum: maximum, found: number), step: step)
    }
    return number
  }

  /// A string at `key`.
  func string(_ value: JSONValue, key: String, step: Int? = nil) throws(ScenarioError) -> String {
    guard case .string(let text) = value else {
      throw failure(.wrongType(key: key, expected: "a string", found: value.summary), step: step)
    }
    return text
  }

  /// `{"width": w, "height": h}`; each key optional, falling back to `fallback`.
  func parseSize(_ value: JSONValue, key: String, fallback: GridSize?, step: Int? = nil)
    throws(ScenarioError) -> GridSize
  {
    guard let keys = value.keys else {
      throw failure(
        .wrongType(
          key: key, expected: "an object like {\"width\": 40, \"height\": 24}",
          found: value.summary), step: step)
    }
    try rejectUnknownKeys(keys, allowed: ["width", "height"], step: step)
    func dimension(_ name: String, minimum: Int, maximum: Int, fallback: Int?)
      throws(ScenarioError) -> Int
    {
      guard let dimension = value[name] else {
        guard let fallback else { throw failure(.missingKey("\(key).\(name)"), step: step) }
        return fallback
      }
      return try integer(
        dimension, key: "\(key).\(name)", minimum: minimum, maximum: maximum, step: step)
    }
    return GridSize(
      width: try dimension(
        "width", minimum: 1, maximum: Scenario.maximumWidth, fallback: fallback?.width),
      height: try dimension(
        "height", minimum: 0, maximum: Scenario.maximumHeight, fallback: fallback?.height))
  }

  private func parseScreen(_ value: JSONValue) throws(ScenarioError) -> String {
    let name = try string(value, key: "screen")
    guard registry.contains(screen: name) else {
      throw failure(.unknownScreen(name, registered: registry.screenNames))
    }
    return name
  }

  private func parseDevice(_ value: JSONValue) throws(ScenarioError) -> GridSize {
    try parseSize(value, key: "device", fallback: DeviceFrame.defaultSize)
  }

  private func parseNow(_ value: JSONValue) throws(ScenarioError) -> Date {
    let text = try string(value, key: "now")
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: text) { return date }
    throw failure(.invalidDate(text))
  }

  private func parseTimeZone(_ value: JSONValue) throws(ScenarioError) -> TimeZone {
    let identifier = try string(value, key: "timeZone")
    // Foundation reads the identifier up to a NUL: "UTC\u{0}x" would be UTC. Time zone
    // identifiers are short and printable ASCII.
    let isPrintable = identifier.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    guard isPrintable, identifier.utf8.count <= 100,
      let timeZone = TimeZone(identifier: identifier)
    else {
      throw failure(.unknownTimeZone(identifier))
    }
    return timeZone
  }

  private func parseAccessibility(_ value: JSONValue) throws(ScenarioError) -> Bool {
    guard case .bool(let flag) = value else {
      throw failure(
        .wrongType(key: "accessibility", expected: "true or false", found: value.summary))
    }
    return flag
  }

  /// `["default", "iPadPortrait-rightToLeft"]`: at least one variant name, none twice.
  private func parseVariants(_ value: JSONValue) throws(ScenarioError) -> [ScreenVariant] {
    guard case .array(let values) = value, !values.isEmpty else {
      throw failure(
        .wrongType(
          key: "variants", expected: "a non-empty array of variant names like [\"default\"]",
          found: value.summary))
    }
    var variants: [ScreenVariant] = []
    for (offset, element) in values.enumerated() {
      let key = "variants[\(offset)]"
      let name = try string(element, key: key)
      let variant: ScreenVariant
      do {
        variant = try ScreenVariant(name: name)
      } catch {
        throw failure(.invalidVariant(key: key, error))
      }
      guard !variants.contains(variant) else {
        throw failure(.repeatedVariant(key: key, name: variant.name))
      }
      variants.append(variant)
    }
    return variants
  }

  private func parseLocale(_ value: JSONValue) throws(ScenarioError) -> Locale {
    let identifier = try string(value, key: "locale")
    guard !identifier.isEmpty else {
      throw failure(
        .wrongType(key: "locale", expected: "a locale identifier like en_US", found: "\"\""))
    }
    // Checked before Foundation sees it: on Linux some identifiers trap inside formatters.
    guard let locale = LocaleIdentifier.locale(identifier) else {
      throw failure(.unknownLocale(identifier))
    }
    return locale
  }
}
