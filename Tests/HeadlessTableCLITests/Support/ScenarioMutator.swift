import Foundation
import HeadlessScenarios
import JSONParsing
import TestSupport

/// Makes bad input out of good: JSON trees with numbers at their extremes, odd strings and
/// locales, keys dropped, duplicated or renamed, steps shuffled, and bytes flipped.
///
/// Every choice comes from its seeded generator, so a case reproduces from its seed.
struct ScenarioMutator {
  var random: SeededGenerator

  /// Numbers at and just past every limit the scenarios and flags have, and ones that do not
  /// fit an `Int` or are not integers. 100000 is left out so that a valid device stays at most
  /// 1,000 lines tall and a run stays quick.
  static let extremeNumbers = [
    "0", "-1", "1", "2", "3", "99", "100", "599", "600", "1000", "1001", "100001",
    "2147483647", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
    "-9223372036854775809", "123456789012345678901234567890", "1e400", "-1e400", "1.5", "-0",
    "1e2", "0.0",
  ]

  /// Strings that have broken parsers, formatters and width tables: locales, time zones,
  /// dates, paths, controls, marks, emoji, bidi controls, long text.
  static let oddStrings = [
    "", " ", "é", "ß", "日本", "😀", "👨‍👩‍👧", "🇯🇵", "e\u{301}", "\u{301}", "\u{0}", "\u{7}", "\t",
    "\n", "\r\n", "\u{7F}", "\u{85}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{FEFF}", "\u{FFFD}",
    "\u{10FFFF}", "\u{3164}", "ｶﾞ", "का", "\u{600}١٢", "en_US", "en_US_POSIX", "de-DE",
    "sr_Latn_RS", "ja_JP@calendar=japanese", "xx", "en_UK", "en_US@", "root", "é_FR", "en_😀",
    "UTC", "Europe/Paris", "Mars/Olympus_Mons", "GMT+99", "Etc/GMT-14",
    "2026-11-21T09:41:00Z", "9999-12-31T23:59:59Z", "0000-01-01T00:00:00Z",
    "2026-11-21T09:41:00.123+05:30", "yesterday", "top", "bottom", "offline", "timeout",
    "/dev/null", "/dev/zero", "/dev/stdin", ".", "Answers", "../API", "../API/feed/feed.json",
    "../API/todos/todos.json", "../API/articles/articles.json",
    "../API/recordings/parrot-page-1.json", "../API/recordings/error-page.html",
    "../API/films/films.json", "Answers/films-page-1.json", "s1", "1", "parrot",
    String(repeating: "x", count: 5_000), String(repeating: "漢", count: 600),
    String(repeating: "e\u{301}", count: 300),
  ]

  /// Every key a scenario or step may hold, to rename and insert.
  static let keys = [
    "screen", "device", "now", "timeZone", "locale", "accessibility", "steps", "width", "height",
    "load",
    "search", "scroll", "tap", "toggle", "favorite", "retry", "swipe", "action", "pull", "edit",
    "editingControl", "drag", "barButton", "button", "resize", "respond", "fail", "request", "by",
    "toRow",
    "status", "body", "",
  ]

  init(seed: UInt64) {
    random = SeededGenerator(state: seed)
  }

  /// A random whole number in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  /// One of `choices`.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(in: 0...(choices.count - 1))]
  }

  /// Whether a thing that happens `percent` times in a hundred happens now.
  mutating func chance(_ percent: Int) -> Bool {
    int(in: 1...100) <= percent
  }

  /// Numbers for the steps this mutator adds: small ones that reach real rows and requests,
  /// and the extremes.
  static let stepNumbers = [
    "0", "1", "2", "3", "5", "-1", "-5", "40", "599", "1000", "1001", "2147483647",
    "9223372036854775807", "9223372036854775807", "9223372036854775807",
    "-9223372036854775808", "-9223372036854775808", "9223372036854775808", "1e400", "1.5",
  ]

  /// Values for the scenario's own keys: odd and exotic locales, time zones, clocks, devices.
  static let topLevelValues: [String: [String]] = [
    "locale": [
      "é", "ß", "日本", "😀", "Ω", "ñ_ES", "中文", "ç", "en_US", "de_DE", "ja_JP", "ar_SA",
      "he_IL@calendar=hebrew",
      "th_TH@numbers=thai", "zh_Hant_TW", "xx", "en_UK", "en-", "@", "_", "",
    ],
    "timeZone": ["UTC", "Pacific/Kiritimati", "Etc/GMT+12", "GMT+99", "é", "", "America/St_Johns"],
    "now": [
      "2026-11-21T09:41:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z",
      "1970-01-01T00:00:00Z", "2026-02-29T00:00:00Z", "2024-02-29T23:59:59.999-14:00", "",
    ],
  ]

  /// `value` with one mutation most of the time, up to four now and then.
  mutating func mutated(_ value: JSONValue) -> JSONValue {
    var result = value
    // Mostly changes a run gets through parsing with, so that most runs go deep: a step
    // added, a locale or clock changed; now and then the shape itself breaks.
    let count = chance(40) ? 1 : chance(60) ? 2 : int(in: 3...4)
    for _ in 0..<count {
      switch int(in: 0...99) {
      case 0...14: result = mutatedOnce(result)
      case 15...64: result = addingStep(to: result)
      default: result = settingTopLevelKey(of: result)
      }
    }
    return result
  }

  /// Answers that exist, relative to a scenario in `Scenarios`.
  static let fixturePaths = [
    "../API/feed/feed.json", "../API/todos/todos.json", "../API/articles/articles.json",
    "../API/recordings/parrot-page-1.json", "../API/recordings/parrot-page-2.json",
    "../API/recordings/cjk.json", "../API/recordings/truncated.json",
    "../API/recordings/error-page.html", "../API/films/films.json",
    "../API/films/long-title.json", "Answers/films-page-1.json", "Answers/todos-empty.json",
  ]

  /// The events each reference screen declares, so that most added events apply.
  static let events: [String: [String]] = [
    "recordings": ["search", "retry"], "feed": ["load", "favorite", "retry"],
    "todos": ["load", "toggle", "retry"], "films": ["load", "retry"],
    "articles": ["load", "retry"],
  ]

  /// A step of every kind a scenario takes, with numbers and text from the lists above;
  /// events mostly ones `screen` declares.
  mutating func step(for screen: String?) -> JSONValue {
    func number() -> JSONValue { .number(pick(Self.stepNumbers)) }
    func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
      .object(pairs.map { JSONValue.Member(key: $0.0, value: $0.1) })
    }
    let pair = JSONValue.array([number(), number()])
    let events = Self.events[screen ?? ""] ?? []
    if !events.isEmpty, chance(30) {
      switch pick(events) {
      case "search": return object([("search", .string(pick(Self.oddStrings)))])
      case "favorite": return object([("favorite", .string(pick(["s1", "s2", "p1", "1", ""])))])
      case "toggle": return object([("toggle", number())])
      case let name: return object([(name, .bool(true))])
      }
    }
    switch int(in: 0...13) {
    case 0: return object([("scroll", object([("by", number())]))])
    case 1: return object([("scroll", object([("toRow", pair)]))])
    case 2: return object([("scroll", .string(pick(["top", "bottom"])))])
    case 3: return object([("tap", pair)])
    case 4: return object([("resize", object([("width", number()), ("height", number())]))])
    case 5:
      let path = chance(70) ? pick(Self.fixturePaths) : pick(Self.oddStrings)
      var pairs = [("respond", JSONValue.string(path))]
      if chance(40) { pairs.append(("request", number())) }
      return object(pairs)
    case 6:
      var pairs = [
        ("fail", object([("status", number()), ("body", .string(pick(Self.oddStrings)))]))
      ]
      if chance(40) { pairs.append(("request", number())) }
      return object(pairs)
    case 7: return object([("fail", .string(pick(["offline", "timeout"])))])
    case 8: return object([("toggle", number())])
    case 9: return object([("favorite", .string(pick(["s1", "s2", "p1", "1", "é", ""])))])
    case 10: return object([("search", .string(pick(Self.oddStrings)))])
    case 11: return object([("load", .bool(true))])
    case 12: return object([("retry", .bool(true))])
    default: return object([(pick(Self.keys), anyValue())])
    }
  }

  /// `value` with a new step somewhere in its steps, most often at the end.
  private mutating func addingStep(to value: JSONValue) -> JSONValue {
    guard case .object(var members) = value,
      let index = members.firstIndex(where: { $0.key == "steps" }),
      case .array(var steps) = members[index].value
    else { return mutatedOnce(value) }
    let position = chance(60) ? steps.count : int(in: 0...steps.count)
    let screen = members.first { $0.key == "screen" }.flatMap { member -> String? in
      guard case .string(let name) = member.value else { return nil }
      return name
    }
    steps.insert(step(for: screen), at: position)
    if chance(40) {
      // A scroll from the bottom reaches offsets a scenario at the top never has.
      steps.insert(
        .object([JSONValue.Member(key: "scroll", value: .string("bottom"))]), at: position)
    }
    members[index].value = .array(steps)
    return .object(members)
  }

  /// `value` with its locale, time zone, clock or device set to an odd one.
  private mutating func settingTopLevelKey(of value: JSONValue) -> JSONValue {
    guard case .object(var members) = value else { return mutatedOnce(value) }
    let key = pick(["locale", "locale", "locale", "timeZone", "now", "device"])
    let newValue: JSONValue =
      key == "device"
      ? .object([
        JSONValue.Member(key: "width", value: .number(pick(Self.extremeNumbers))),
        JSONValue.Member(key: "height", value: .number(pick(Self.extremeNumbers))),
      ])
      : .string(pick(Self.topLevelValues[key] ?? []))
    members.removeAll { $0.key == key }
    members.insert(JSONValue.Member(key: key, value: newValue), at: int(in: 0...members.count))
    return .object(members)
  }

  /// The bytes of `text` with a few flipped, cut or inserted.
  mutating func flippingBytes(of text: String) -> [UInt8] {
    var bytes = Array(text.utf8)
    for _ in 0..<int(in: 1...3) {
      guard !bytes.isEmpty else { break }
      let index = int(in: 0...(bytes.count - 1))
      switch int(in: 0...3) {
      case 0: bytes[index] ^= UInt8(1 << int(in: 0...7))
      case 1: bytes.removeSubrange(index...)
      case 2: bytes.insert(UInt8(int(in: 0...255)), at: index)
      default: bytes.remove(at: index)
      }
    }
    return bytes
  }

  /// A small value of any kind.
  mutating func anyValue(depth: Int = 0) -> JSONValue {
    switch int(in: 0...(depth > 1 ? 4 : 6)) {
    case 0: return .null
    case 1: return .bool(chance(50))
    case 2: return .number(pick(Self.extremeNumbers))
    case 3, 4: return .string(pick(Self.oddStrings))
    case 5: return .array((0..<int(in: 0...3)).map { _ in anyValue(depth: depth + 1) })
    default:
      return .object(
        (0..<int(in: 0...3)).map { _ in
          JSONValue.Member(key: pick(Self.keys), value: anyValue(depth: depth + 1))
        })
    }
  }

  private mutating func mutatedOnce(_ value: JSONValue) -> JSONValue {
    let count = Self.nodeCount(value)
    let target = int(in: 0...(count - 1))
    let kind = int(in: 0...9)
    var index = 0
    return transform(value, at: target, index: &index, kind: kind) ?? value
  }

  /// The node numbered `target` in pre-order, changed by mutation `kind`; nil removes it.
  private mutating func transform(
    _ value: JSONValue, at target: Int, index: inout Int, kind: Int
  ) -> JSONValue? {
    let number = index
    index += 1
    if number == target { return apply(kind, to: value) }
    switch value {
    case .array(let elements):
      var result: [JSONValue] = []
      for element in elements {
        if let changed = transform(element, at: target, index: &index, kind: kind) {
          result.append(changed)
        }
      }
      return .array(result)
    case .object(let members):
      var result: [JSONValue.Member] = []
      for member in members {
        if let changed = transform(member.value, at: target, index: &index, kind: kind) {
          result.append(JSONValue.Member(key: member.key, value: changed))
        }
      }
      return .object(result)
    default:
      return value
    }
  }

  private mutating func apply(_ kind: Int, to value: JSONValue) -> JSONValue? {
    switch (kind, value) {
    case (0...2, .number): return .number(pick(Self.extremeNumbers))
    case (0...2, .string): return .string(pick(Self.oddStrings))
    case (3, .object(var members)) where !members.isEmpty:
      members.remove(at: int(in: 0...(members.count - 1)))
      return .object(members)
    case (4, .object(var members)) where !members.isEmpty:
      let member = members[int(in: 0...(members.count - 1))]
      members.insert(member, at: int(in: 0...members.count))
      return .object(members)
    case (5, .object(var members)) where !members.isEmpty:
      let position = int(in: 0...(members.count - 1))
      members[position].key = pick(Self.keys)
      return .object(members)
    case (6, .array(var elements)):
      elements.shuffle(using: &random)
      return .array(elements)
    case (7, .array(var elements)):
      let step = JSONValue.object([JSONValue.Member(key: pick(Self.keys), value: anyValue())])
      elements.insert(step, at: int(in: 0...elements.count))
      return .array(elements)
    case (8, .array(var elements)) where !elements.isEmpty:
      elements.append(elements[int(in: 0...(elements.count - 1))])
      return .array(elements)
    case (9, _):
      return chance(20) ? nil : anyValue()
    default:
      return chance(50) ? anyValue() : .array([value])
    }
  }

  private static func nodeCount(_ value: JSONValue) -> Int {
    switch value {
    case .array(let elements): 1 + elements.map(nodeCount).reduce(0, +)
    case .object(let members): 1 + members.map { nodeCount($0.value) }.reduce(0, +)
    default: 1
    }
  }
}
