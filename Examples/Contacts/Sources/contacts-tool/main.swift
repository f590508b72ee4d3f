import ContactsExample
import ContactsScenarios
import HeadlessTableCLI

await CommandLineTool(
  name: "contacts-tool", version: "1.0.0", registry: .contacts, scenarios: "Scenarios"
).main()
