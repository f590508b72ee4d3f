import Foundation
import HeadlessGoldens
import HeadlessRender
import ListKit

/// A scripted run of one screen: the device, the injected clock and locale, and the steps.
///
/// Read from a JSON file against a ``ScenarioRegistry``, which names the screens and the events
/// they take; every field but `screen` and `steps` is optional:
///
/// ```json
/// {
///   "screen": "recordings",
///   "device": {"width": 40, "height": 24},
///   "now": "2026-11-21T09:41:00Z", "timeZone": "UTC", "locale": "en_US",
///   "accessibility": true,
///   "steps": [{"search": "parrot"}, {"respond": "../API/recordings/parrot-page-1.json"}]
/// }
/// ```
///
/// Defaults: a 40 x 24 device (a height of 0 renders the whole content), now
/// 2026-11-21T09:41:00Z, the UTC time zone and the `en_US_POSIX` locale, which unlike
/// `en_US` never changes with CLDR updates, so goldens stay put across toolchains. With
/// `"accessibility": true` each frame is followed by what VoiceOver reads on it (see
/// `AccessibilityReading`); it is off by default.
public struct Scenario: Hashable, Sendable {
  /// 2026-11-21T09:41:00Z.
  public static let defaultNow = Date(timeIntervalSince1970: 1_795_254_060)
  /// UTC (the fallback only matters on a machine without time zone data, where UTC is GMT).
  public static let defaultTimeZone = TimeZone(identifier: "UTC") ?? .gmt
  /// `en_US_POSIX`.
  public static let defaultLocale = Locale(identifier: "en_US_POSIX")
  /// The widest device a scenario may ask for, in columns.
  public static let maximumWidth = 1_000
  /// The tallest device a scenario may ask for, in lines.
  public static let maximumHeight = 100_000
  /// The furthest a `{"scroll": {"by": lines}}` step may scroll either way, in lines: further
  /// than any content a scenario loads, and far enough from `Int`'s limits that no offset
  /// arithmetic can overflow.
  public static let maximumScrollDistance = 1_000_000_000

  /// The scenario file as errors name it.
  public var file: String
  /// The folder `respond` fixture paths are relative to.
  public var directory: URL
  /// The name of the screen the steps drive, as registered in a ``ScenarioRegistry``.
  public var screen: String
  /// The device's size; a height of 0 means the whole content.
  public var device: GridSize
  /// The injected clock's time.
  public var now: Date
  /// The injected time zone.
  public var timeZone: TimeZone
  /// The injected locale.
  public var locale: Locale
  /// What happens, in order.
  public var steps: [ScenarioStep]
  /// Whether each frame is followed by what VoiceOver reads on it, and audited.
  public var accessibility: Bool

  /// Creates a scenario in code, with the same defaults a file gets.
  ///
  /// ```swift
  /// let scenario = Scenario(screen: "names", steps: [.event(ScreenEvent("add", .string("owl")))])
  /// ```
  ///
  /// - Parameters:
  ///   - file: The name errors use.
  ///   - directory: The folder `respond` fixture paths are relative to; defaults to the
  ///     current directory.
  ///   - screen: The registered screen the steps drive.
  ///   - device: Columns and lines inside the border.
  ///   - now: The injected clock's time.
  ///   - timeZone: The injected time zone.
  ///   - locale: The injected locale.
  ///   - accessibility: Whether each frame is followed by what VoiceOver reads on it.
  ///   - steps: The steps, in order.
  public init(
    file: String = "scenario",
    directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    screen: String, device: GridSize = DeviceFrame.defaultSize,
    now: Date = Self.defaultNow,
    timeZone: TimeZone = Self.defaultTimeZone, locale: Locale = Self.defaultLocale,
    accessibility: Bool = false, steps: [ScenarioStep]
  ) {
    self.file = file
    self.directory = directory
    self.screen = screen
    self.device = device
    self.now = now
    self.timeZone = timeZone
    self.locale = locale
    self.accessibility = accessibility
    self.steps = steps
  }

  /// Reads and parses a scenario file, and checks up front that every `respond` fixture
  /// exists, so a run never stops half-way for a missing file.
  ///
  /// - Parameters:
  ///   - url: The scenario file.
  ///   - file: The name errors use; defaults to the path as given in `url`.
  ///   - registry: The screens a scenario may name and the events they take.
  /// - Throws: ``ScenarioError`` naming the file, the step and the problem.
  public init(contentsOf url: URL, shownAs file: String? = nil, registry: ScenarioRegistry)
    throws(ScenarioError)
  {
    let file = file ?? url.relativePath
    let data: Data
    do {
      data = try FileReader.read(url.path)
    } catch {
      switch error {
      case .missing: throw ScenarioError(file: file, reason: .fileNotFound)
      case .notAFile(let kind): throw ScenarioError(file: file, reason: .notAFile(kind: kind))
      case .unreadable(let reason):
        throw ScenarioError(file: file, reason: .unreadable(reason: reason))
      }
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ScenarioError(file: file, reason: .notUTF8)
    }
    try self.init(
      parsing: text, file: file, directory: url.deletingLastPathComponent(), registry: registry)
    try checkFixtures()
  }

  /// Parses scenario JSON without touching the file system.
  ///
  /// - Parameters:
  ///   - text: The scenario's JSON.
  ///   - file: The name errors use.
  ///   - directory: The folder `respond` fixture paths are relative to.
  ///   - registry: The screens a scenario may name and the events they take.
  /// - Throws: ``ScenarioError`` naming the file, the step and the problem.
  public init(parsing text: String, file: String, directory: URL, registry: ScenarioRegistry)
    throws(ScenarioError)
  {
    self = try ScenarioParser(file: file, directory: directory, registry: registry).parse(text)
  }

  /// Where a `respond` step's fixture path points: relative to ``directory`` unless absolute.
  public func fixtureURL(for path: String) -> URL {
    guard !path.hasPrefix("/") else { return URL(fileURLWithPath: path).standardizedFileURL }
    return directory.appendingPathComponent(path).standardizedFileURL
  }

  /// The body of a `respond` step's fixture.
  ///
  /// - Throws: ``ScenarioError/Reason/fixtureNotFound(_:)`` at step `step` when it cannot be read,
  ///   ``ScenarioError/Reason/fixtureNotAFile(_:kind:)`` when a folder or a device is there.
  public func readFixture(_ path: String, step: Int) throws(ScenarioError) -> Data {
    do {
      return try FileReader.read(fixtureURL(for: path).path)
    } catch {
      throw ScenarioError(file: file, step: step, reason: Self.reason(error, fixture: path))
    }
  }

  /// Checks that every `respond` fixture is a file that exists.
  ///
  /// - Throws: ``ScenarioError/Reason/fixtureNotFound(_:)`` or
  ///   ``ScenarioError/Reason/fixtureNotAFile(_:kind:)`` at the first step whose fixture is missing
  ///   or is not a file.
  public func checkFixtures() throws(ScenarioError) {
    for (offset, step) in steps.enumerated() {
      guard case .respond(let path, _) = step else { continue }
      do {
        try FileReader.check(fixtureURL(for: path).path)
      } catch {
        throw ScenarioError(
          file: file, step: offset + 1, reason: Self.reason(error, fixture: path))
      }
    }
  }

  private static func reason(_ failure: FileReader.Failure, fixture path: String)
    -> ScenarioError.Reason
  {
    switch failure {
    case .missing, .unreadable: .fixtureNotFound(path)
    case .notAFile(let kind): .fixtureNotAFile(path, kind: kind)
    }
  }
}
