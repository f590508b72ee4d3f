import HeadlessTableCLI
import ReferenceScreens

// The reference screens' tool: everything else lives in `CommandLineTool`, so that a team's
// tool for its own screens is these lines with its own registry.
await CommandLineTool(name: "headless-table", version: "0.1.0", registry: .referenceScreens)
  .main()
