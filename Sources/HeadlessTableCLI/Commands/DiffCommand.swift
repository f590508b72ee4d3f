import Foundation
import HeadlessScenarios
import ListKit

/// `<tool> diff OLD.json NEW.json [--format json|text]`: prints the changeset that
/// takes the old sections to the new ones.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "Prints the staged batch updates between two lists of sections."
  static func help(for tool: CommandLineTool) -> String {
    """
    OVERVIEW: Prints the changeset that turns OLD's sections into NEW's: UIKit-safe batches
    (deletes and move sources in the positions before each stage, inserts and move
    destinations in the positions after it), then the rows to reconfigure.

    USAGE: \(tool.name) diff OLD.json NEW.json [--format json|text]

    INPUT: an array of {"id": string, "title": string, "items": [{"id": string, "content":
    string}]}; "title" may be left out; at most 16 MiB per file. Identifiers and contents
    are compared as Swift compares strings, by canonical equivalence, as a diffable data
    source with String identifiers compares them: "\\u00e9" (é) and "e\\u0301" (e and a
    combining acute) are one identifier, and the same content.

    OPTIONS:
      --format json|text  JSON (the default, every key present) or text for people;
                          given at most once, as `--format text` or `--format=text`.
      --                  Ends the options: what follows are the files.
      -h, --help          Shows this help.

    Exit codes: 0 success, 2 bad arguments, unreadable file, bad JSON, wrong shape or
    duplicate identifiers (the message names the file).

    """
  }

  /// How the changeset is printed.
  enum Format: String {
    case json
    case text
  }

  /// `--format`.
  static let options = CommandOptions(valued: ["--format"], flags: [])

  @MainActor
  static func run(_ arguments: [String], tool: CommandLineTool) async throws -> Int32 {
    let arguments = try options.splittingValues(arguments, tool: tool, command: name)
    var paths: [String] = []
    var format = Format.json
    var remaining = arguments.makeIterator()
    var optionsEnded = false
    var given: Set<String> = []
    while let argument = remaining.next() {
      if argument == "--format", !optionsEnded {
        try ScenarioOptions.once(argument, given: &given, tool: tool, command: name)
      }
      if argument == "--", !optionsEnded {
        optionsEnded = true
      } else if argument == "--format", !optionsEnded {
        guard let value = remaining.next(), let chosen = Format(rawValue: value) else {
          throw CLIError.usage("--format needs 'json' or 'text'")
        }
        format = chosen
      } else if argument.hasPrefix("-"), !optionsEnded {
        throw options.unknown(argument, tool: tool, command: name)
      } else {
        paths.append(argument)
      }
    }
    guard paths.count == 2 else {
      throw CLIError.usage(
        "diff needs two files, OLD.json and NEW.json. Run `\(tool.name) diff --help`.")
    }
    let old: [ListSection<String, DiffInput.Item>]
    let new: [ListSection<String, DiffInput.Item>]
    do {
      old = try DiffInput.load(paths[0])
      new = try DiffInput.load(paths[1])
    } catch {
      throw CLIError.usage(error.description)
    }
    let changeset: Changeset<String, DiffInput.Item>
    do {
      changeset = try Changeset(from: old, to: new)
    } catch {
      var shown = error
      shown.identifier = EchoedText.shown(error.identifier)
      throw CLIError.usage("\(error.list == .old ? paths[0] : paths[1]): \(shown)")
    }
    switch format {
    case .json: tool.output.print(ChangesetJSON.encode(changeset) + "\n")
    case .text: tool.output.print(changeset.description + "\n")
    }
    return ExitCode.success
  }
}
