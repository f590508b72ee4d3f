import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import Testing

/// The `button` step: a button found as a UI test finds it (by identifier, label or title),
/// anywhere on the screen, and tapped as a finger taps it.
@MainActor
@Suite struct ButtonStepTests {
  /// A list of three places, each with a detail accessory that logs `detail <place>`, and in
  /// editing an insert accessory that logs `insert <place>`.
  final class PlacesController: UICollectionViewController {
    static let places = ["Lisbon", "Porto", "Faro"]
    var log: [String] = []

    init() {
      super.init(
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain)))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Place")
    }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { Self.places.count }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Place", for: indexPath)
      let place = Self.places[indexPath.item]
      if let cell = cell as? UICollectionViewListCell {
        var content = cell.defaultContentConfiguration()
        content.text = place
        cell.contentConfiguration = content
        cell.accessories = [
          .insert { [weak self] in self?.log.append("insert \(place)") },
          .detail { [weak self] in self?.log.append("detail \(place)") },
        ]
      }
      return cell
    }
  }

  /// A screen with no list: a Retry button that counts its taps, and a disabled Send button.
  final class RetryController: UIViewController {
    var retries = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      let retry = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Retry") { [weak self] _ in self?.retries += 1 })
      retry.accessibilityIdentifier = "retry-button"
      let send = UIButton(type: .system, primaryAction: UIAction(title: "Send") { _ in })
      send.isEnabled = false
      let stack = UIStackView(arrangedSubviews: [retry, send])
      stack.axis = .vertical
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      ])
    }
  }

  private func session(_ screen: UIViewController) -> ScenarioSession {
    let scenario = Scenario(screen: "places", device: GridSize(width: 30, height: 8), steps: [])
    return ScenarioSession(scenario) { _ in screen }
  }

  private func failure(_ steps: [ScenarioStep], on screen: UIViewController) async -> String? {
    do {
      _ = try await session(screen).run(steps)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aListItemsAccessoryIsTappedByTheNameVoiceOverReads() async throws {
    let places = PlacesController()
    let session = session(places)
    let frame = try await session.run(.button(name: "More Info", occurrence: 2))
    #expect(places.log == ["detail Porto"])
    #expect(frame.hasPrefix("── 1 · button \"More Info\", 2nd ──\n"))
    _ = try await session.run([.edit(true), .button(name: "Insert Faro", occurrence: nil)])
    #expect(places.log == ["detail Porto", "insert Faro"])
  }

  @Test func aNameSeveralButtonsShareNeedsItsOccurrence() async {
    let places = PlacesController()
    #expect(
      await failure([.button(name: "More Info", occurrence: nil)], on: places)
        == "scenario: step 1: Failed to tap button \"More Info\": Multiple matching elements "
        + "found (3); name one by its occurrence")
    #expect(
      await failure([.button(name: "More Info", occurrence: 4)], on: places)
        == "scenario: step 1: Failed to tap 4th button \"More Info\": No matches found (on "
        + "screen: \"More Info\", \"More Info\", \"More Info\")")
    #expect(places.log.isEmpty)
  }

  @Test func aScreenThatIsNoListTakesTheStepByTitleOrIdentifier() async throws {
    let retry = RetryController()
    let session = session(retry)
    _ = try await session.run([
      .button(name: "Retry", occurrence: nil), .button(name: "retry-button", occurrence: nil),
    ])
    #expect(retry.retries == 2)
  }

  @Test func aTabIsAButtonTheStepSelects() async throws {
    let tabs = UITabBarController()
    let home = UIViewController()
    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
    let inbox = UIViewController()
    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 1)
    tabs.viewControllers = [home, inbox]
    let frame = try await session(tabs).run(.button(name: "Inbox", occurrence: nil))
    #expect(tabs.selectedIndex == 1)
    // The tab bar's line: each tab centred in half the width, the selected one in brackets.
    #expect(frame.contains(" │     Home          [Inbox]    │\n"))
  }

  @Test func aButtonAFingerCannotTapFailsInTheInteractionsWords() async {
    let retry = RetryController()
    #expect(
      await failure([.button(name: "Send", occurrence: nil)], on: retry)
        == "scenario: step 1: Failed to tap button \"Send\": Element is not enabled")
    #expect(
      await failure([.button(name: "Cancel", occurrence: nil)], on: retry)
        == "scenario: step 1: Failed to tap button \"Cancel\": No matches found (on screen: "
        + "\"Retry\", \"Send\")")
    // The insert accessories show only in editing.
    #expect(
      await failure([.button(name: "Insert Faro", occurrence: nil)], on: PlacesController())
        == "scenario: step 1: Failed to tap button \"Insert Faro\": No matches found (on "
        + "screen: \"More Info\", \"More Info\", \"More Info\")")
    #expect(retry.retries == 0)
  }

  @Test func theStepIsANameOrANameAndItsOccurrence() throws {
    #expect(
      try stepScenario(#"{"button": "More Info"}"#).steps
        == [.button(name: "More Info", occurrence: nil)])
    #expect(
      try stepScenario(#"{"button": {"name": "More Info", "occurrence": 2}}"#).steps
        == [.button(name: "More Info", occurrence: 2)])
    #expect(
      try stepScenario(#"{"button": {"name": "Retry"}}"#).steps
        == [.button(name: "Retry", occurrence: nil)])
  }

  @Test func aMalformedStepSaysWhatAndWhere() {
    #expect(
      stepParseFailure(#"{"button": ""}"#)
        == #"x.json: step 1: "button" must be a button's name, found """#)
    #expect(
      stepParseFailure(#"{"button": 3}"#) == #"x.json: step 1: "button" must be a string, found 3"#)
    #expect(
      stepParseFailure(#"{"button": {"occurrence": 2}}"#)
        == #"x.json: step 1: missing "button.name""#)
    #expect(
      stepParseFailure(#"{"button": {"name": "Retry", "occurrence": 0}}"#)
        == #"x.json: step 1: "button.occurrence" must be at least 1, found 0"#)
    #expect(
      stepParseFailure(#"{"button": {"name": "Retry", "place": 2}}"#)
        == #"x.json: step 1: unknown key "place" (expected one of: name, occurrence)"#)
    #expect(
      stepParseFailure(#"{"button": {"name": ""}}"#)
        == #"x.json: step 1: "button.name" must be a button's name, found """#)
  }
}
