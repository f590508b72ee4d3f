import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
import SnapshotTesting

extension Snapshotting where Value == Transcript, Format == String {
  /// A whole flow as one snapshot: each frame under its numbered caption line, as a scenario
  /// prints it, compared with swift-snapshot-testing's line diff.
  ///
  /// ```swift
  /// var flow = Transcript()
  /// let device = DeviceFrame(size: GridSize(width: 32, height: 10))
  /// await screen.controller.loadRequested().value
  /// flow.append("load", try device.text(of: screen))
  /// _ = screen.controller.todoToggled(id: 1)
  /// flow.append("complete 1", try device.text(of: screen))
  /// assertSnapshot(of: flow, as: .headless)
  /// ```
  ///
  /// A scenario run in code is a flow too: `ScenarioSession.run(_:)` returns the same text,
  /// which `assertSnapshot(of: text, as: .lines)` compares.
  public static var headless: Snapshotting {
    Snapshotting<String, String>.lines.pullback(\.text)
  }
}
