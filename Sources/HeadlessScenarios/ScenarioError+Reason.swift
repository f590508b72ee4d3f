import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
import JSONParsing
import ListKit

extension ScenarioError {
  /// What is wrong with a scenario, worded for the person who wrote it.
  ///
  /// A ``ScenarioError`` adds the file and the step; this is the rest of the message. Values
  /// from the file are shown cut after 60 characters with `…`, control characters escaped
  /// (`"UTC\u{0}x"`).
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// There is no file at the scenario's path.
    case fileNotFound
    /// The file exists but could not be read.
    case unreadable(reason: String)
    /// The path names a folder or a device, not a file; `kind` says which, e.g. "a folder".
    case notAFile(kind: String)
    /// The file's bytes are not UTF-8.
    case notUTF8
    /// The file's name is not UTF-8: the file is shown with the bytes that are not escaped
    /// (`caf\x{E9}.json`).
    case nameNotUTF8
    /// The file holds more than `limit` bytes (``Scenario/maximumFileSize``), so it is not read.
    case tooLarge(limit: Int)
    /// The scenario file of a folder is a symbolic link that leads outside `root`, the folder
    /// verification reads from.
    case outsideRoot(root: String)
    /// `steps` is empty: there would be no frame to draw.
    case noSteps
    /// `steps` holds `count` steps, more than `limit` (``Scenario/maximumStepCount``).
    case tooManySteps(count: Int, limit: Int)
    /// The frames drawn so far hold more than `limit` bytes, more than a golden may hold.
    case outputTooLarge(limit: Int)
    /// The file is not JSON; lines and columns count from 1.
    case malformedJSON(line: Int, column: Int, detail: String)
    /// The file's JSON is not an object.
    case scenarioNotAnObject(found: String)
    /// A value has the wrong type or shape.
    case wrongType(key: String, expected: String, found: String)
    /// A number is outside what the key allows; `maximum` is `nil` when only a minimum applies.
    case outOfRange(key: String, minimum: Int, maximum: Int?, found: Int)
    /// A required key is absent.
    case missingKey(String)
    /// An object has a key it does not take.
    case unknownKey(String, expected: [String])
    /// `screen` names no screen of the registry; `registered` lists the names it has.
    case unknownScreen(String, registered: [String])
    /// `now` is not an ISO 8601 date and time.
    case invalidDate(String)
    /// `timeZone` names no time zone this machine knows.
    case unknownTimeZone(String)
    /// `locale` is not a locale identifier (`en_US`, `de-DE`, `sr_Latn_RS`) whose language and
    /// region this machine knows.
    case unknownLocale(String)
    /// An element of `variants` (`key`, as `variants[1]`) is no variant's name.
    case invalidVariant(key: String, ScreenVariantError)
    /// An element of `variants` names a variant an earlier one names.
    case repeatedVariant(key: String, name: String)
    /// A step is not a JSON object.
    case stepNotAnObject(found: String)
    /// A step's key is not a step; `expected` lists the registry's step names.
    case unknownStep(String, expected: [String])
    /// A step object has no step key; `expected` lists the registry's step names.
    case missingStepKey(expected: [String])
    /// A step object has more than one step key.
    case severalSteps([String])
    /// `request` appears on a step that answers no request.
    case requestNotAllowed(step: String)
    /// A `respond` fixture file does not exist.
    case fixtureNotFound(String)
    /// A `respond` fixture names a folder, a pipe or a device, not a file; `kind` says which.
    case fixtureNotAFile(String, kind: String)
    /// A `respond` fixture holds more than `limit` bytes (``Scenario/maximumFixtureSize``).
    case fixtureTooLarge(String, limit: Int)
    /// A `respond` fixture leads outside `root` (``Scenario/root``, as the message shows it),
    /// with `..` or through a symbolic link.
    case fixtureOutsideRoot(String, root: String)
    /// A `respond` fixture path is absolute: fixture paths are relative to the scenario.
    case absoluteFixturePath(String)
    /// A `respond` or `fail` step came while no request was pending.
    case noPendingRequest(step: String)
    /// `request` names a request that has not been made.
    case unknownRequest(Int, made: Int)
    /// `request` names a request that already has its answer.
    case requestAlreadyAnswered(Int)
    /// The step is not something the user can do on this screen: the screen does not declare
    /// it, or its handler said so.
    case stepNotApplicable(step: String, screen: String)
    /// An event names an item the screen does not show (a todo to toggle, a status to
    /// favourite), `item` as the step wrote it; or a step every screen takes (one of
    /// ``ScenarioStep/builtInNames``) found nothing to act on, `item` saying what it looked
    /// for (`trailing actions of [0, 1]`, `orthogonal section 9`).
    case noSuchItem(step: String, item: String, screen: String)
    /// A `barButton` step names no bar button item the screen's bars show; `shown` lists the
    /// titles they show (disabled ones without their brackets), leading to trailing, the
    /// navigation bar's before the toolbar's.
    case noSuchBarButton(String, shown: [String])
    /// A `barButton` step names an item that only sends an Objective-C action, which a
    /// headless tap cannot call.
    case barButtonWithoutAction(String)
    /// A `button` step found no button a finger could tap: the interaction's error says which
    /// and why, in XCUITest's words.
    case interactionFailed(InteractionError)
    /// A tap or scroll names a row the table does not have; `rowCounts` holds the rows of each
    /// section.
    case noSuchRow(IndexPath, rowCounts: [Int])
    /// A drag's `to` names no place a row can be dropped: a section the table does not have,
    /// or a row past the end of its section (one past it, for a row from another section);
    /// `rowCounts` holds the rows of each section.
    case noSuchDropTarget(IndexPath, rowCounts: [Int])
    /// A drag's `to` names no place an item of a collection view's list can be dropped: a
    /// section the collection view does not have, or an item past the end of its section (one
    /// past it, for an item from another section); `itemCounts` holds the items of each
    /// section.
    case noSuchItemDropTarget(IndexPath, itemCounts: [Int])
    /// A step a finger takes (`tap`, `swipe`, `action`, `editingControl`, `drag`, `expand`,
    /// `collapse`) names a row or item that exists but is not on screen: a finger cannot reach
    /// it until a scroll shows it. `shown` holds the rows or items on screen, in order.
    case notOnScreen(step: String, element: String, IndexPath, shown: [IndexPath])
    /// A step a finger takes names a row or item whose cell is hidden (`isHidden`).
    case hiddenElement(step: String, element: String, IndexPath)
    /// A `pull` came while the table was still refreshing from an earlier one: its refresh
    /// control takes no pull until the screen ends the refresh.
    case alreadyRefreshing(screen: String)
    /// A tap, scroll or outline step names an item the collection view does not have;
    /// `itemCounts` holds the items of each section.
    case noSuchCollectionItem(IndexPath, itemCounts: [Int])
    /// The screen could not show the step's result, e.g. its table rejected an update.
    case screenFailed(String)
    /// Tasks the screen started kept running, neither finished nor waiting for an answer, for
    /// the activity's `ScreenActivity.patience`.
    case screenDidNotSettle(ScreenActivity.Unsettled)

    /// The reason in words, without the file and step.
    public var description: String {
      switch self {
      case .fileNotFound:
        return "no such scenario file"
      case .unreadable(let reason):
        return "cannot read the scenario: \(reason)"
      case .notAFile(let kind):
        return "not a scenario file: it is \(kind)"
      case .notUTF8:
        return "the file is not valid UTF-8"
      case .nameNotUTF8:
        return "the file's name is not valid UTF-8 (the bytes that are not are shown as "
          + "\\x{..}): rename it"
      case .tooLarge(let limit):
        return "the file is larger than \(FileReader.size(limit)), the most a scenario may hold"
      case .outsideRoot(let root):
        return "the scenario leads outside \(root) through a symbolic link: "
          + "a folder's scenarios are read only inside the folder above them"
      case .noSteps:
        return "\"steps\" is empty: a scenario draws one frame per step, so it needs at least one"
      case .tooManySteps(let count, let limit):
        return "\"steps\" holds \(count) steps, more than the \(limit) a scenario may have"
      case .outputTooLarge(let limit):
        return "the frames so far are larger than \(FileReader.size(limit)), "
          + "the most a golden may hold"
      case .malformedJSON(let line, let column, let detail):
        return "malformed JSON at line \(line), column \(column): \(detail)"
      case .scenarioNotAnObject(let found):
        return "a scenario must be an object like {\"screen\": \"todos\", \"steps\": []}, "
          + "found \(found)"
      case .wrongType(let key, let expected, let found):
        return "\"\(key)\" must be \(expected), found \(found)"
      case .outOfRange(let key, let minimum, let maximum?, let found):
        return "\"\(key)\" must be between \(minimum) and \(maximum), found \(found)"
      case .outOfRange(let key, let minimum, nil, let found):
        return "\"\(key)\" must be at least \(minimum), found \(found)"
      case .missingKey(let key):
        return "missing \"\(key)\""
      case .unknownKey(let key, let expected):
        return "unknown key \(EchoedText.quoted(key)) (expected one of: \(Self.list(expected)))"
      case .unknownScreen(let name, let registered):
        return "unknown screen \(EchoedText.quoted(name)) "
          + "(expected one of: \(Self.list(registered)))"
      case .invalidDate(let text):
        return "\"now\" must be an ISO 8601 date and time like 2026-11-21T09:41:00Z, "
          + "found \(EchoedText.quoted(text))"
      case .unknownTimeZone(let identifier):
        return "unknown time zone \(EchoedText.quoted(identifier))"
      case .unknownLocale(let identifier):
        return "\"locale\" must be a locale identifier this machine knows, like en_US or de_DE, "
          + "found \(EchoedText.quoted(identifier))"
      case .invalidVariant(let key, let error):
        return "\"\(key)\": \(error)"
      case .repeatedVariant(let key, let name):
        return "\"\(key)\": the variant \(name) is named twice"
      case .stepNotAnObject(let found):
        return "a step must be an object like {\"load\": true}, found \(found)"
      case .unknownStep(let name, let expected):
        return "unknown step \(EchoedText.quoted(name)) (expected one of: \(Self.list(expected)))"
      case .missingStepKey(let expected):
        return "no step in this object (expected one of: \(Self.list(expected)))"
      case .severalSteps(let names):
        let quoted = names.map { "\"\($0)\"" }
        let listed = quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
        return "one step per object, found \(listed)"
      case .requestNotAllowed(let step):
        return "\"request\" only applies to respond and fail steps, not to \(step)"
      case .fixtureNotFound(let path):
        return "fixture not found: \(EchoedText.shown(path))"
      case .fixtureNotAFile(let path, let kind):
        return "fixture \(EchoedText.shown(path)) is not a file: it is \(kind)"
      case .fixtureTooLarge(let path, let limit):
        return "fixture \(EchoedText.shown(path)) is larger than \(FileReader.size(limit)), "
          + "the most a fixture may hold"
      case .fixtureOutsideRoot(let path, let root):
        return "fixture \(EchoedText.shown(path)) leads outside \(root): "
          + "a scenario reads only files inside the folder above its own"
      case .absoluteFixturePath(let path):
        return "fixture \(EchoedText.shown(path)) is an absolute path: "
          + "give it relative to the scenario's folder"
      case .noPendingRequest(let step):
        return "\(step) with no pending request"
      case .unknownRequest(let number, let made):
        let requests = made == 1 ? "1 request" : "\(made) requests"
        return "request \(number) was never made (\(requests) so far)"
      case .requestAlreadyAnswered(let number):
        return "request \(number) was already answered"
      case .stepNotApplicable(let step, let screen):
        return "\(step) does not apply to the \(screen) screen"
      case .noSuchItem(let step, let item, let screen)
      where ScenarioStep.builtInNames.contains(step):
        // What the step looked for is no item of the screen's own: named as it is.
        return "\(step): the \(screen) screen has no \(EchoedText.shown(item))"
      case .noSuchItem(let step, let item, let screen):
        return "no item \(EchoedText.shown(item)) to \(step) on the \(screen) screen"
      case .noSuchBarButton(let title, let shown):
        let buttons =
          shown.isEmpty
          ? "the bars show no buttons"
          : "the bars show " + shown.map { EchoedText.quoted($0) }.joined(separator: ", ")
        return "no bar button \(EchoedText.quoted(title)): \(buttons)"
      case .barButtonWithoutAction(let title):
        return "bar button \(EchoedText.quoted(title)) only sends an Objective-C action, "
          + "which a headless tap cannot call: give it a UIAction (primaryAction)"
      case .interactionFailed(let error):
        return "\(error)"
      case .noSuchRow(let indexPath, let rowCounts):
        return Self.missing("row", at: indexPath, counts: rowCounts, in: "the table")
      case .noSuchDropTarget(let indexPath, let rowCounts):
        return "drag: no place at [\(indexPath.section), \(indexPath.row)] to drop a row: "
          + Self.counted("row", in: indexPath.section, counts: rowCounts, of: "the table")
      case .noSuchItemDropTarget(let indexPath, let itemCounts):
        return "drag: no place at [\(indexPath.section), \(indexPath.item)] to drop an item: "
          + Self.counted(
            "item", in: indexPath.section, counts: itemCounts, of: "the collection view")
      case .notOnScreen(let step, let element, let indexPath, let shown):
        let view = element == "row" ? "the table" : "the collection view"
        let showing: String
        if let first = shown.first, let last = shown.last {
          showing =
            first == last
            ? "\(view) shows \(element) \(Self.path(first))"
            : "\(view) shows \(element)s \(Self.path(first)) to \(Self.path(last))"
        } else {
          showing = "\(view) shows no \(element)s"
        }
        return "\(step): \(element) \(Self.path(indexPath)) is not on screen (\(showing)); "
          + "scroll to it first"
      case .hiddenElement(let step, let element, let indexPath):
        return "\(step): \(element) \(Self.path(indexPath)) is hidden: a finger cannot reach it"
      case .alreadyRefreshing(let screen):
        return "pull: the \(screen) screen is already refreshing; "
          + "its refresh control takes no pull until the refresh ends"
      case .noSuchCollectionItem(let indexPath, let itemCounts):
        return Self.missing("item", at: indexPath, counts: itemCounts, in: "the collection view")
      case .screenDidNotSettle(let unsettled):
        return unsettled.description
      case .screenFailed(let message):
        return "the screen failed: \(message)"
      }
    }

    private static func list(_ names: [String]) -> String { names.joined(separator: ", ") }

    /// `no row at [0, 3]: section 0 has 3 rows`, or `…: the table has 2 sections` for a
    /// section `view` does not have; `element` is what a section holds (`row`, `item`).
    /// `[0, 1]`, as a scenario writes an index path.
    private static func path(_ indexPath: IndexPath) -> String {
      "[\(indexPath.section), \(indexPath.item)]"
    }

    private static func missing(
      _ element: String, at indexPath: IndexPath, counts: [Int], in view: String
    ) -> String {
      "no \(element) at [\(indexPath.section), \(indexPath.item)]: "
        + counted(element, in: indexPath.section, counts: counts, of: view)
    }

    /// `section 0 has 3 rows`, or `the table has 2 sections` when `view` has no `section`.
    private static func counted(
      _ element: String, in section: Int, counts: [Int], of view: String
    ) -> String {
      func number(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
      }
      guard counts.indices.contains(section) else {
        return "\(view) has \(number(counts.count, "section"))"
      }
      return "section \(section) has " + number(counts[section], element)
    }
  }
}
