import Foundation
import Lamina
import LaminaRender

let root = CALayer()
root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
let a = CALayer()
a.frame = CGRect(x: 20, y: 20, width: 80, height: 60)
a.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
a.cornerRadius = 15
a.borderWidth = 4
a.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
a.opacity = 0.5
root.addSublayer(a)
let b = CALayer()
b.frame = CGRect(x: 100, y: 100, width: 80, height: 80)
b.backgroundColor = CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)
var p = CATransform3DIdentity
p.m34 = -1.0 / 200
b.transform = CATransform3DRotate(p, .pi / 4, 0, 1, 0)
b.borderWidth = 2
root.addSublayer(b)
let c = CALayer()
c.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
c.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
b.addSublayer(c)
let img = try LayerRenderer().render(root, scale: 2)
try PNG.write(img, to: URL(fileURLWithPath: "/tmp/smoke.png"))
print("ok")
