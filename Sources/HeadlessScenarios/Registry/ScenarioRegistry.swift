import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

/// The screens scenarios can name, each with the events it declares and a way to make it.
///
/// A team registers its screens once and hands the registry to whatever reads and runs
/// scenarios (``Scenario/init(contentsOf:shownAs:registry:)``, ``ScenarioRunner``, the
/// command-line tool):
///
/// ```swift
/// let registry = ScenarioRegistry()
///   .registering("contacts") { context in
///     let service = ScriptedContactsService(server: context.server)
///     return ContactsViewController(controller: ContactsController(service: service))
///   }
/// let scenario = try Scenario(contentsOf: url, registry: registry)
/// print(try await ScenarioRunner(registry: registry).run(scenario), terminator: "")
/// ```
///
/// A screen is any view controller: one written on ListKit that declares its own events (a
/// ``ScenarioScreen``), or any other (a plain `UITableViewController` on its own view model),
/// which takes the built-in steps (`tap`, `swipe`, `action`, `pull`, `edit`, `barButton`, ...)
/// through the same finger code as HeadlessTesting's `HeadlessApp`.
///
/// Registering a name again replaces the screen it names, keeping its place in the list.
public struct ScenarioRegistry: Sendable {
  /// Makes a registered screen for one run.
  public typealias Factory = @MainActor @Sendable (ScenarioContext) -> UIViewController

  private struct Entry: Sendable {
    var name: String
    var events: [ScenarioEventSignature]
    var make: Factory
  }

  private var entries: [Entry] = []
  private var stepOrder: [String] = []

  /// A registry with no screens.
  public init() {}

  /// The registered screens' names, in the order they were registered.
  public var screenNames: [String] { entries.map(\.name) }

  /// Every step key a scenario may use, in the order error messages list them: the order
  /// given to ``listingSteps(in:)`` first, then the events in the order they were first
  /// declared, then ``ScenarioStep/builtInNames``.
  ///
  /// ```swift
  /// print(registry.stepNames.joined(separator: ", "))
  /// // add, remove, scroll, tap, resize, respond, fail
  /// ```
  public var stepNames: [String] {
    var names: [String] = []
    for entry in entries {
      for event in entry.events where !names.contains(event.name) { names.append(event.name) }
    }
    let known = names + ScenarioStep.builtInNames.filter { !names.contains($0) }
    let ordered = stepOrder.filter { known.contains($0) }
    return ordered + known.filter { !ordered.contains($0) }
  }

  /// Adds the screen `name`, made by `make` for each run, with the events its type declares.
  ///
  /// An event named like a step every screen takes (`scroll`, `tap`, `resize`, `respond`,
  /// `fail`) or `request` cannot be written in a scenario file, and is left out.
  public mutating func register<Screen: ScenarioScreen>(
    _ name: String, _ make: @escaping @MainActor @Sendable (ScenarioContext) -> Screen
  ) {
    let events = Screen.scenarioEventSignatures.filter {
      !ScenarioStep.builtInNames.contains($0.name) && $0.name != "request"
    }
    let entry = Entry(name: name, events: events, make: { make($0) })
    if let index = entries.firstIndex(where: { $0.name == name }) {
      entries[index] = entry
    } else {
      entries.append(entry)
    }
  }

  /// Adds the screen `name`, any view controller made by `make` for each run, which declares
  /// no events of its own: scenarios drive it with the built-in steps.
  public mutating func register<Screen: UIViewController>(
    _ name: String, _ make: @escaping @MainActor @Sendable (ScenarioContext) -> Screen
  ) {
    let entry = Entry(name: name, events: [], make: { make($0) })
    if let index = entries.firstIndex(where: { $0.name == name }) {
      entries[index] = entry
    } else {
      entries.append(entry)
    }
  }

  /// This registry with the view controller `name` added, or replacing the screen of that
  /// name.
  public func registering<Screen: UIViewController>(
    _ name: String, _ make: @escaping @MainActor @Sendable (ScenarioContext) -> Screen
  ) -> ScenarioRegistry {
    var registry = self
    registry.register(name, make)
    return registry
  }

  /// This registry with the screen `name` added; see `register(_:_:)`.
  public func registering<Screen: ScenarioScreen>(
    _ name: String, _ make: @escaping @MainActor @Sendable (ScenarioContext) -> Screen
  ) -> ScenarioRegistry {
    var registry = self
    registry.register(name, make)
    return registry
  }

  /// This registry listing step names in error messages in `order`, as the team's
  /// documentation lists them; names it leaves out follow in the default order, names that
  /// are no step are ignored.
  public func listingSteps(in order: [String]) -> ScenarioRegistry {
    var registry = self
    registry.stepOrder = order
    return registry
  }

  /// Whether `name` is a registered screen.
  func contains(screen name: String) -> Bool {
    entries.contains { $0.name == name }
  }

  /// The event `name` as the screen `screen` declares it, or else as the first registered
  /// screen that declares it does; nil when no screen declares it.
  func event(named name: String, preferring screen: String) -> ScenarioEventSignature? {
    let preferred = entries.first { $0.name == screen }?.events.first { $0.name == name }
    return preferred ?? entries.lazy.compactMap { $0.events.first { $0.name == name } }.first
  }

  /// What makes the screen `name`; nil when no such screen is registered.
  func factory(named name: String) -> Factory? {
    entries.first { $0.name == name }?.make
  }
}
