/// What the frame laying out a screen (the test side's `DeviceFrame`) tells the views during
/// that layout, before it can mark them itself.
package enum FrameLayoutPass {
  /// While a frame lays out: whether it is a whole-content frame (a height of 0), for the
  /// tables the layout shows before the frame can mark them; nil outside a frame's layout.
  @TaskLocal package static var isLayingOutWholeContent: Bool?
}
