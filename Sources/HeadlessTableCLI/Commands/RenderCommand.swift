import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting

/// `<tool> render SCENARIO [--width W] [--height H] [--accessibility] [--device D]
/// [--content-size C] [--rtl]`: prints one frame per step.
enum RenderCommand: Command {
  static let name = "render"
  static let summary = "Renders a scenario: one frame of the screen per step."
  static func help(for tool: CommandLineTool) -> String {
    """
    OVERVIEW: Runs a scenario (a screen, a device, user events and scripted answers) and
    prints the device after every step, under a caption line like `── 3 · scroll bottom ──`.
    The gutter left of each frame marks the rows the step's update changed: + inserted,
    > moved, * reloaded, ~ reconfigured.

    USAGE: \(tool.name) render SCENARIO [--width W] [--height H] [--accessibility]
                  [--device D] [--content-size C] [--rtl]

    ARGUMENTS:
      SCENARIO    The scenario file.

    OPTIONS:
      --width W   The device's width in columns (1 to 1000), instead of the scenario's.
      --height H  The device's height in lines (0 to 100000; 0 shows the whole content),
                  instead of the scenario's.
      --accessibility
                  Prints what VoiceOver reads under every frame, as
                  "accessibility": true in the scenario does.
      --device D  Draws on the device D: \(DevicePreset.allCases.map(\.rawValue).joined(separator: ", ")).
                  Not with --width or --height.
      --content-size C
                  Draws at the text size C, from extraSmall to large (the default)
                  to accessibilityExtraExtraExtraLarge.
      --rtl       Draws right to left.
                  These three make a variant: the scenario runs in it, with a
                  `variant: <name>` line; when the scenario names variants, the
                  options are laid over each of them.
      --          Ends the options: what follows is the scenario, even if it starts
                  with a dash.
      -h, --help  Shows this help.

    Each option is given at most once, as `--width 30` or `--width=30`. The scenario may be a pipe (render <(...)); it may
    hold at most 4 MiB and 10,000 steps, and read fixtures of at most 8 MiB, by paths
    relative to its folder that stay inside the folder above it.

    Exit codes: 0 success, 2 bad arguments or a bad scenario (the message names the file,
    the step and the problem).

    """
  }

  /// `--width`, `--height`, `--device`, `--content-size`, `--accessibility` and `--rtl`.
  static let options = CommandOptions(
    valued: ["--width", "--height", "--device", "--content-size"],
    flags: ["--accessibility", "--rtl"])

  @MainActor
  static func run(_ arguments: [String], tool: CommandLineTool) async throws -> Int32 {
    let arguments = try options.splittingValues(arguments, tool: tool, command: name)
    var path: String?
    var width: Int?
    var height: Int?
    var accessibility = false
    var variant = ScreenVariant.default
    var remaining = arguments.makeIterator()
    var optionsEnded = false
    var given: Set<String> = []
    while let argument = remaining.next() {
      if !optionsEnded, options.names.dropLast(2).contains(argument) {
        try ScenarioOptions.once(argument, given: &given, tool: tool, command: name)
      }
      switch argument {
      case "--" where !optionsEnded:
        optionsEnded = true
      case "--width" where !optionsEnded:
        width = try ScenarioOptions.integer(
          remaining.next(), option: argument, in: 1...Scenario.maximumWidth)
      case "--accessibility" where !optionsEnded:
        accessibility = true
      case "--rtl" where !optionsEnded:
        variant.layoutDirection = .rightToLeft
      case "--device" where !optionsEnded:
        let value = remaining.next()
        guard let value, let device = DevicePreset(rawValue: value) else {
          throw CLIError.usage(
            "--device needs a device ("
              + DevicePreset.allCases.map(\.rawValue).joined(separator: ", ") + ")"
              + (value.map { ", found '\(EchoedText.shown($0))'" } ?? ""))
        }
        variant.device = device
      case "--content-size" where !optionsEnded:
        let value = remaining.next()
        guard let value,
          let category = ScreenVariant.contentSizeCategories.first(where: { $0.name == value })
        else {
          throw CLIError.usage(
            "--content-size needs a content size ("
              + ScreenVariant.contentSizeCategories.map(\.name).joined(separator: ", ") + ")"
              + (value.map { ", found '\(EchoedText.shown($0))'" } ?? ""))
        }
        variant.contentSizeCategory = category.category
      case "--height" where !optionsEnded:
        height = try ScenarioOptions.integer(
          remaining.next(), option: argument, in: 0...Scenario.maximumHeight)
      default:
        let isOption = argument.hasPrefix("-") && !optionsEnded
        if isOption { throw options.unknown(argument, tool: tool, command: name) }
        guard path == nil else {
          throw CLIError.usage("render takes one scenario file. Run `\(tool.name) render --help`.")
        }
        path = argument
      }
    }
    guard let path else {
      throw CLIError.usage("render needs a scenario file. Run `\(tool.name) render --help`.")
    }
    if variant.device != nil, width != nil || height != nil {
      throw CLIError.usage(
        "--device gives the device's size: it is not given with --width or --height. "
          + "Run `\(tool.name) render --help`.")
    }
    var scenario = try ScenarioOptions.load(path, registry: tool.registry)
    if variant != .default {
      var variants: [ScreenVariant] = []
      for named in scenario.variants.isEmpty ? [.default] : scenario.variants {
        let combined = named.combined(with: variant)
        if !variants.contains(combined) { variants.append(combined) }
      }
      scenario.variants = variants
    }
    scenario.device = GridSize(
      width: width ?? scenario.device.width, height: height ?? scenario.device.height)
    scenario.accessibility = scenario.accessibility || accessibility
    // Each frame is printed as soon as it is drawn, so memory holds one frame at a time.
    var output = OutputBuffer(printingTo: tool.output)
    defer { output.flush() }
    try await ScenarioOptions.render(scenario, registry: tool.registry, to: &output)
    return ExitCode.success
  }
}
