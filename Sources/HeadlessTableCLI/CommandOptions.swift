import HeadlessScenarios

/// The options a command takes, as argument-parser tools read them: `--name value` or
/// `--name=value` for an option with a value, `--name` alone for a flag, `--` ending the
/// options, and a mistyped name answered with the nearest one.
struct CommandOptions {
  /// The options that take a value, e.g. `--width`.
  var valued: [String]
  /// The options that take none, e.g. `--accessibility`.
  var flags: [String]

  /// Every name the command knows, `-h` and `--help` included, in the order its help lists them.
  var names: [String] { valued + flags + ["-h", "--help"] }

  /// `arguments` with each `--name=value` of an option that takes a value split in two,
  /// `--name` and `value`, up to a `--`; everything else as it was.
  ///
  /// ```swift
  /// try CommandOptions(valued: ["--width"], flags: []).splittingValues(["--width=30"])
  /// // ["--width", "30"]
  /// ```
  ///
  /// - Throws: ``CLIError`` when a flag is given a value (`--accessibility=yes`).
  func splittingValues(_ arguments: [String], tool: CommandLineTool, command: String) throws
    -> [String]
  {
    var split: [String] = []
    var optionsEnded = false
    for argument in arguments {
      guard !optionsEnded, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=")
      else {
        if argument == "--" { optionsEnded = true }
        split.append(argument)
        continue
      }
      let name = String(argument[..<equals])
      if valued.contains(name) {
        split += [name, String(argument[argument.index(after: equals)...])]
      } else if flags.contains(name) {
        throw CLIError.usage(
          "\(name) takes no value, found '\(EchoedText.shown(argument))'. "
            + "Run `\(tool.name) \(command) --help`.")
      } else {
        split.append(argument)
      }
    }
    return split
  }

  /// The error for `argument`, an option the command does not know, with the nearest known
  /// name when one is near enough to be a typo.
  func unknown(_ argument: String, tool: CommandLineTool, command: String) -> CLIError {
    let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    let guess = Suggestion.nearest(to: name, among: names).map { " Did you mean '\($0)'?" } ?? ""
    return CLIError.usage(
      "unknown option '\(EchoedText.shown(argument))'.\(guess) "
        + "Run `\(tool.name) \(command) --help`.")
  }
}
