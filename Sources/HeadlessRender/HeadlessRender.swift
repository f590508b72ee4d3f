// HeadlessRender's public API draws on TextCanvas's types (`DeviceFrame(size: GridSize)`,
// `UIView.render(on: Canvas)`, text widths), so it re-exports the leaf: a test that imports
// HeadlessRender keeps compiling without a second import, as before the leaf was split off.
// HeadlessUIKit does not re-export HeadlessRender, so none of it reaches a team's UIKit files.
@_exported import TextCanvas
