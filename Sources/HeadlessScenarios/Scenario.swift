import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
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
///   "variants": ["default", "accessibilityExtraExtraExtraLarge"],
///   "steps": [{"search": "parrot"}, {"respond": "../API/recordings/parrot-page-1.json"}]
/// }
/// ```
///
/// Defaults: a 40 x 24 device (a height of 0 renders the whole content), now
/// 2026-11-21T09:41:00Z, the UTC time zone and the `en_US_POSIX` locale, which unlike
/// `en_US` never changes with CLDR updates, so goldens stay put across toolchains. With
/// `"accessibility": true` each frame is followed by what VoiceOver reads on it (see
/// `AccessibilityReading`); it is off by default.
///
/// `variants` names ways a person sees the screen (see `ScreenVariant` for the names: a
/// device, a content size, a direction): the whole scenario runs once per variant, from a
/// new screen, each run under a `variant: <name>` line and separated by a blank line. A
/// variant naming a device starts on that device instead of `device`. Without `variants`
/// the scenario runs once, as it is, with no variant line.
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
  /// The most bytes a scenario file may hold: 4 MiB. A larger file is refused before it is
  /// read.
  public static let maximumFileSize = 4 << 20
  /// The most bytes a `respond` fixture may hold: 8 MiB. A larger one is refused when the
  /// scenario is loaded, before any step runs.
  public static let maximumFixtureSize = 8 << 20
  /// The most steps a scenario may have: 10,000.
  public static let maximumStepCount = 10_000

  /// The scenario file as errors name it.
  public var file: String
  /// The folder `respond` fixture paths are relative to.
  public var directory: URL
  /// The only folder the scenario's fixtures may be read from: the one above ``directory``
  /// (`Fixtures` for `Fixtures/Scenarios`), which holds `Scenarios`, `API` and `Golden`. A
  /// fixture path that leads outside it, with `..` or through a symbolic link, is refused, and
  /// so is an absolute one.
  public var root: URL { FileBoundary.root(of: directory.appendingPathComponent("scenario")) }
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
  /// The ways the screen is seen, one run each under a `variant: <name>` line; empty for one
  /// run with no variant and no such line.
  public var variants: [ScreenVariant]

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
  ///   - variants: The ways the screen is seen, one run each; none for one plain run.
  ///   - steps: The steps, in order.
  public init(
    file: String = "scenario",
    directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    screen: String, device: GridSize = DeviceFrame.defaultSize,
    now: Date = Self.defaultNow,
    timeZone: TimeZone = Self.defaultTimeZone, locale: Locale = Self.defaultLocale,
    accessibility: Bool = false, variants: [ScreenVariant] = [], steps: [ScenarioStep]
  ) {
    self.file = file
    self.directory = directory
    self.screen = screen
    self.device = device
    self.now = now
    self.timeZone = timeZone
    self.locale = locale
    self.accessibility = accessibility
    self.variants = variants
    self.steps = steps
  }

  /// Reads and parses a scenario file, and checks up front that every `respond` fixture
  /// exists, so a run never stops half-way for a missing file.
  ///
  /// The file may be a pipe (`render <(generate-scenario)`), but not a folder or a device, and
  /// it may hold at most ``maximumFileSize`` bytes.
  ///
  /// - Parameters:
  ///   - url: The scenario file.
  ///   - file: The name errors use; defaults to the path as given in `url`.
  ///   - registry: The screens a scenario may name and the events they take.
  /// - Throws: ``ScenarioError`` naming the file, the step and the problem.
  public init(contentsOf url: URL, shownAs file: String? = nil, registry: ScenarioRegistry)
    throws(ScenarioError)
  {
    try self.init(contentsOf: url, shownAs: file, registry: registry, confinedTo: nil)
  }

  /// Reads a scenario as ``init(contentsOf:shownAs:registry:)`` does; with a `boundary`, as a
  /// folder's scenario: only a regular file that lies inside `boundary` once symbolic links are
  /// resolved.
  package init(
    contentsOf url: URL, shownAs file: String? = nil, registry: ScenarioRegistry,
    confinedTo boundary: URL?
  ) throws(ScenarioError) {
    let file = file ?? url.relativePath
    let data: Data
    do {
      data = try FileReader.read(
        url.path, limit: Self.maximumFileSize, acceptingPipes: boundary == nil,
        inside: boundary.map(FileBoundary.init))
    } catch {
      switch error {
      case .missing: throw ScenarioError(file: file, reason: .fileNotFound)
      case .notAFile(let kind): throw ScenarioError(file: file, reason: .notAFile(kind: kind))
      case .unreadable(let reason):
        throw ScenarioError(file: file, reason: .unreadable(reason: reason))
      case .tooLarge(let limit): throw ScenarioError(file: file, reason: .tooLarge(limit: limit))
      case .outside:
        throw ScenarioError(file: file, reason: .outsideRoot(root: Self.rootShown(of: file)))
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
  ///
  /// Only the place, with `..` resolved; ``checkFixtures()`` and ``readFixture(_:step:)``
  /// refuse an absolute path and one that leads outside ``root``.
  public func fixtureURL(for path: String) -> URL {
    guard !path.hasPrefix("/") else { return URL(fileURLWithPath: path).standardizedFileURL }
    return directory.appendingPathComponent(path).standardizedFileURL
  }

  /// The body of a `respond` step's fixture: a regular file of at most
  /// ``maximumFixtureSize`` bytes inside ``root``.
  ///
  /// - Throws: ``ScenarioError`` at step `step` when the fixture cannot be read:
  ///   ``ScenarioError/Reason/fixtureNotFound(_:)``,
  ///   ``ScenarioError/Reason/fixtureNotAFile(_:kind:)`` when a folder, a pipe or a device is
  ///   there, ``ScenarioError/Reason/fixtureTooLarge(_:limit:)``,
  ///   ``ScenarioError/Reason/fixtureOutsideRoot(_:root:)`` or
  ///   ``ScenarioError/Reason/absoluteFixturePath(_:)``.
  public func readFixture(_ path: String, step: Int) throws(ScenarioError) -> Data {
    let checked = try fixturePath(path, step: step)
    do {
      return try FileReader.read(
        checked, limit: Self.maximumFixtureSize, inside: FileBoundary(root))
    } catch {
      throw ScenarioError(file: file, step: step, reason: reason(error, fixture: path))
    }
  }

  /// Checks that every `respond` fixture is a regular file that exists inside ``root``, within
  /// ``maximumFixtureSize``, without opening any.
  ///
  /// - Throws: ``ScenarioError`` at the first step whose fixture cannot be read, as
  ///   ``readFixture(_:step:)`` would throw it.
  public func checkFixtures() throws(ScenarioError) {
    let boundary = FileBoundary(root)
    for (offset, step) in steps.enumerated() {
      guard case .respond(let path, _) = step else { continue }
      let checked = try fixturePath(path, step: offset + 1)
      do {
        try FileReader.check(checked, limit: Self.maximumFixtureSize, inside: boundary)
      } catch {
        throw ScenarioError(file: file, step: offset + 1, reason: reason(error, fixture: path))
      }
    }
  }

  /// Checks that the scenario has a step: a scenario draws one frame per step, and one without
  /// any would verify as an empty golden.
  ///
  /// - Throws: ``ScenarioError/Reason/noSteps``.
  package func checkHasSteps() throws(ScenarioError) {
    guard steps.isEmpty else { return }
    throw ScenarioError(file: file, reason: .noSteps)
  }

  /// The fixture's path to read, when it is relative and stays inside ``root`` as written;
  /// links are followed, and checked, when it is read.
  private func fixturePath(_ path: String, step: Int) throws(ScenarioError) -> String {
    guard !path.hasPrefix("/") else {
      throw ScenarioError(file: file, step: step, reason: .absoluteFixturePath(path))
    }
    let url = fixtureURL(for: path)
    guard FileBoundary(root).containsLexically(url) else {
      throw ScenarioError(
        file: file, step: step,
        reason: .fixtureOutsideRoot(path, root: Self.rootShown(of: file)))
    }
    return url.path
  }

  /// How errors name the root of the scenario `file`, from the path as the user gave it:
  /// `Fixtures` for `Fixtures/Scenarios/x.json`, `..` for `x.json`.
  static func rootShown(of file: String) -> String {
    let folder = (file as NSString).deletingLastPathComponent
    switch folder {
    case "", ".": return ".."
    case "/": return "/"
    default: break
    }
    if folder == ".." || folder.hasSuffix("/..") { return folder + "/.." }
    let parent = (folder as NSString).deletingLastPathComponent
    return parent.isEmpty ? "." : parent
  }

  private func reason(_ failure: FileReader.Failure, fixture path: String)
    -> ScenarioError.Reason
  {
    switch failure {
    case .missing, .unreadable: .fixtureNotFound(path)
    case .notAFile(let kind): .fixtureNotAFile(path, kind: kind)
    case .tooLarge(let limit): .fixtureTooLarge(path, limit: limit)
    case .outside: .fixtureOutsideRoot(path, root: Self.rootShown(of: file))
    }
  }
}
