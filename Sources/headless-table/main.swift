import Foundation

// The entry point: everything else lives in `HeadlessTableCommand`, so that the exit code is
// decided in one place.
let status = await HeadlessTableCommand.main(Array(CommandLine.arguments.dropFirst()))
exit(status)
