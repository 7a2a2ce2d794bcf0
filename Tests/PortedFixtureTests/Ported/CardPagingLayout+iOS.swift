// A UIKit fixture: the layout's overrides, in an extension fenced per platform.
import UIKit
