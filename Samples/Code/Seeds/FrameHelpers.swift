import LaminaUIKit

// Seed 004 ("frames, bounds and centres"), its listings translated from Objective-C to Swift line
// for line: the frame-geometry category on UIView, `fitInSize:`, and the two rectangle functions.

extension UIView {
  /* @property CGPoint origin; */
  var origin: CGPoint {
    get {
      return self.frame.origin
    }
    set(aPoint) {
      var newframe = self.frame
      newframe.origin = aPoint
      self.frame = newframe
    }
  }

  func setSize(_ aSize: CGSize) {
    var newframe = self.frame
    newframe.size = aSize
    self.frame = newframe
  }

  func fitInSize(_ aSize: CGSize) {
    var scale: CGFloat
    var newframe = self.frame
    if newframe.size.height > aSize.height {
      scale = aSize.height / newframe.size.height
      newframe.size.width *= scale
      newframe.size.height *= scale
    }
    if newframe.size.width >= aSize.width {
      scale = aSize.width / newframe.size.width
      newframe.size.width *= scale
      newframe.size.height *= scale
    }
    self.frame = newframe
  }
}

func CGRectGetCenter(_ rect: CGRect) -> CGPoint {
  var pt = CGPoint()
  pt.x = rect.midX
  pt.y = rect.midY
  return pt
}

func CGRectMoveToCenter(_ rect: CGRect, _ center: CGPoint) -> CGRect {
  var newrect = CGRect.zero
  newrect.origin.x = center.x - rect.midX
  newrect.origin.y = center.y - rect.midY
  newrect.size = rect.size
  return newrect
}

/// The seed's walk-through on a 320 × 200 top view: `myView` made at (0, 0, 320, 50), moved to
/// (0, 30) by its frame and to centre (160, 55); then a square moved by `origin`, resized by
/// `setSize`, shrunk by `fitInSize`, and a bar moved to a centre by `CGRectMoveToCenter`.
enum FrameHelpersSample {
  static func make() -> (top: UIView, myView: UIView, square: UIView, bar: UIView) {
    let topView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    topView.backgroundColor = .white

    let initialRect = CGRect(x: 0.0, y: 0.0, width: 320.0, height: 50.0)
    let myView = UIView(frame: initialRect)
    myView.backgroundColor = .systemBlue
    topView.addSubview(myView)
    myView.frame = CGRect(x: 0.0, y: 30.0, width: 320.0, height: 50.0)
    myView.center = CGPoint(x: 160.0, y: 55.0)

    let square = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
    square.backgroundColor = .systemOrange
    topView.addSubview(square)
    square.origin = CGPoint(x: 20, y: 90)
    square.setSize(CGSize(width: 150, height: 200))
    square.fitInSize(CGSize(width: 100, height: 100))

    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
    bar.backgroundColor = .systemGreen
    topView.addSubview(bar)
    bar.frame = CGRectMoveToCenter(bar.frame, CGPoint(x: 240, y: 150))
    return (topView, myView, square, bar)
  }
}
