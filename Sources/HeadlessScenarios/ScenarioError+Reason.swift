import Foundation
import HeadlessRender
import ListKit

extension ScenarioError {
  /// What is wrong with a scenario, worded for the person who wrote it.
  ///
  /// A ``ScenarioError`` adds the file and the step; this is the rest of the message.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// There is no file at the scenario's path.
    case fileNotFound
    /// The file exists but could not be read.
    case unreadable(reason: String)
    /// The path names a folder or a device, not a file; `kind` says which, e.g. "a folder".
    case notAFile(kind: String)
    /// The file's bytes are not UTF-8.
    case notUTF8
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
    /// A `respond` fixture names a folder or a device, not a file; `kind` says which.
    case fixtureNotAFile(String, kind: String)
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
    /// favourite); `item` as the step wrote it.
    case noSuchItem(step: String, item: String, screen: String)
    /// A tap or scroll names a row the table does not have; `rowCounts` holds the rows of each
    /// section.
    case noSuchRow(IndexPath, rowCounts: [Int])
    /// The screen could not show the step's result, e.g. its table rejected an update.
    case screenFailed(String)
    /// Tasks the screen started kept running, neither finished nor waiting for an answer, for
    /// ``ScreenActivity/patience``.
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
        return "unknown key \"\(key)\" (expected one of: \(Self.list(expected)))"
      case .unknownScreen(let name, let registered):
        return "unknown screen \"\(name)\" (expected one of: \(Self.list(registered)))"
      case .invalidDate(let text):
        return "\"now\" must be an ISO 8601 date and time like 2026-11-21T09:41:00Z, "
          + "found \"\(text)\""
      case .unknownTimeZone(let identifier):
        return "unknown time zone \"\(identifier)\""
      case .unknownLocale(let identifier):
        return "\"locale\" must be a locale identifier this machine knows, like en_US or de_DE, "
          + "found \"\(identifier)\""
      case .stepNotAnObject(let found):
        return "a step must be an object like {\"load\": true}, found \(found)"
      case .unknownStep(let name, let expected):
        return "unknown step \"\(name)\" (expected one of: \(Self.list(expected)))"
      case .missingStepKey(let expected):
        return "no step in this object (expected one of: \(Self.list(expected)))"
      case .severalSteps(let names):
        let quoted = names.map { "\"\($0)\"" }
        let listed = quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
        return "one step per object, found \(listed)"
      case .requestNotAllowed(let step):
        return "\"request\" only applies to respond and fail steps, not to \(step)"
      case .fixtureNotFound(let path):
        return "fixture not found: \(path)"
      case .fixtureNotAFile(let path, let kind):
        return "fixture \(path) is not a file: it is \(kind)"
      case .noPendingRequest(let step):
        return "\(step) with no pending request"
      case .unknownRequest(let number, let made):
        let requests = made == 1 ? "1 request" : "\(made) requests"
        return "request \(number) was never made (\(requests) so far)"
      case .requestAlreadyAnswered(let number):
        return "request \(number) was already answered"
      case .stepNotApplicable(let step, let screen):
        return "\(step) does not apply to the \(screen) screen"
      case .noSuchItem(let step, let item, let screen):
        return "no item \(item) to \(step) on the \(screen) screen"
      case .noSuchRow(let indexPath, let rowCounts):
        let place = "no row at [\(indexPath.section), \(indexPath.row)]"
        guard rowCounts.indices.contains(indexPath.section) else {
          let sections = rowCounts.count == 1 ? "1 section" : "\(rowCounts.count) sections"
          return "\(place): the table has \(sections)"
        }
        let rows = rowCounts[indexPath.section]
        return "\(place): section \(indexPath.section) has \(rows == 1 ? "1 row" : "\(rows) rows")"
      case .screenDidNotSettle(let unsettled):
        return unsettled.description
      case .screenFailed(let message):
        return "the screen failed: \(message)"
      }
    }

    private static func list(_ names: [String]) -> String { names.joined(separator: ", ") }
  }
}
