import Foundation
import Testing

@testable import HeadlessRender

/// Layers: their tree, mask, corners and geometry, and the shape and gradient layers' values.
@MainActor
@Suite struct CALayerTests {
  @Test func sublayersAreATreeWithoutCycles() {
    let root = CALayer()
    #expect(root.sublayers == nil)
    let (a, b, c) = (CALayer(), CALayer(), CALayer())
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, below: b)
    #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    root.insertSublayer(c, above: b)
    #expect(root.sublayers?.last === c)
    root.insertSublayer(c, at: 99)
    #expect(root.sublayers?.count == 3)
    #expect(c.superlayer === root)
    a.addSublayer(root)  // root holds a: ignored
    #expect(root.superlayer == nil)
    a.addSublayer(a)
    #expect(a.sublayers == nil)
    b.addSublayer(c)  // moves c
    #expect(root.sublayers?.count == 2)
    #expect(c.superlayer === b)
    c.removeFromSuperlayer()
    #expect(b.sublayers == nil)
    #expect(c.superlayer == nil)
    root.sublayers = [c]
    #expect(a.superlayer == nil)
    #expect(root.sublayers?.first === c)
  }

  @Test func geometryMaskAndCornersAreKept() {
    let layer = CALayer()
    #expect(
      layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    layer.cornerRadius = 12
    layer.cornerCurve = .continuous
    layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(layer.position == CGPoint(x: 30, y: 35))
    layer.position = CGPoint(x: 20, y: 15)
    #expect(layer.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    let mask = CAShapeLayer()
    layer.mask = mask
    #expect(layer.mask === mask)
    #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(layer.cornerCurve == .continuous)
    layer.backgroundColor = UIColor.red.cgColor
    layer.shadowPath = UIBezierPath(rect: layer.bounds).cgPath
    layer.name = "card"
    #expect(layer.backgroundColor?.components == [1, 0, 0, 1])
    #expect(layer.shadowPath?.boundingBox == layer.bounds)
    #expect(layer.name == "card")
  }

  @Test func shapeAndGradientLayersStartWithCoreAnimationsDefaults() {
    let shape = CAShapeLayer()
    #expect(shape.fillColor?.components == [0, 0, 0, 1])
    #expect(shape.strokeColor == nil)
    #expect(shape.lineWidth == 1)
    #expect((shape.strokeStart, shape.strokeEnd) == (0, 1))
    #expect(shape.lineCap == .butt)
    #expect(shape.fillRule == .nonZero)
    let gradient = CAGradientLayer()
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(gradient.type == .axial)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.locations = [0, 1]
    #expect(gradient.colors?.count == 2)
    #expect(gradient.locations == [0, 1])
  }
}
