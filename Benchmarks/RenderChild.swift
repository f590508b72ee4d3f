import Foundation
import HeadlessRender
import HeadlessScenarios
import ReferenceScreens

/// The benchmarks binary run as a child that renders one scenario to standard output, as
/// `headless-table render` does, so that the memory suite measures a fresh process running
/// this build's code.
///
/// `benchmarks --render-child SCENARIO WIDTH HEIGHT STEPS` renders the first STEPS steps.
enum RenderChild {
  /// The first argument that selects this mode.
  static let flag = "--render-child"
  /// How the child's last line on standard error starts: its own peak resident memory, in
  /// kilobytes, follows (see ``ChildProcess``).
  static let peakLinePrefix = "render-child VmHWM kB: "

  /// Renders as the arguments say; returns the exit code.
  @MainActor
  static func run(_ arguments: [String]) async -> Int32 {
    guard arguments.count == 4, let width = Int(arguments[1]), let height = Int(arguments[2]),
      let steps = Int(arguments[3])
    else {
      FileHandle.standardError.write(Data("usage: \(flag) SCENARIO WIDTH HEIGHT STEPS\n".utf8))
      return 2
    }
    do {
      var scenario = try Scenario(
        contentsOf: URL(fileURLWithPath: arguments[0]), registry: .referenceScreens)
      scenario.device = GridSize(width: width, height: height)
      scenario.steps = Array(scenario.steps.prefix(steps))
      var output = StandardOutput()
      try await ScenarioRunner(registry: .referenceScreens).run(scenario, to: &output)
      fflush(nil)
      if let peak = PeakMemory.kilobytes("VmHWM") {
        FileHandle.standardError.write(Data("\(peakLinePrefix)\(peak)\n".utf8))
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return 2
    }
  }

  /// Standard output through `print`, as the command-line tool writes it.
  struct StandardOutput: TextOutputStream {
    mutating func write(_ text: String) {
      print(text, terminator: "")
    }
  }
}
