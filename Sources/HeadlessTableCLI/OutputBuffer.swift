/// A text stream over a ``CommandOutput``'s standard output that hands it text in large
/// pieces: frames stream out as they are drawn, a line at a time, without a call per line.
struct OutputBuffer {
  /// How much text is held before it is printed.
  static let capacity = 1 << 16

  private let output: CommandOutput
  private var pending = ""

  /// A buffer that prints to `output`'s standard output.
  init(printingTo output: CommandOutput) {
    self.output = output
  }

  /// Prints what is held.
  @MainActor
  mutating func flush() {
    guard !pending.isEmpty else { return }
    output.print(pending)
    pending = ""
  }
}

extension OutputBuffer: @MainActor TextOutputStream {
  /// Holds `text`, printing what is held once it passes ``capacity`` bytes.
  @MainActor
  mutating func write(_ text: String) {
    pending += text
    if pending.utf8.count >= Self.capacity { flush() }
  }
}
