// `import QuartzCore`: CALayer, CATransform3D, CADisplayLink, CAMediaTimingFunction and the
// animation types are Tessera's (a view's layer is drawn by Tessera's renderer).
@_exported import Tessera
