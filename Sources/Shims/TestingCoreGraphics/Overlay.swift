// swift-testing declares a cross-import overlay named `_Testing_CoreGraphics` (its Apple-platform
// image attachments): any file importing both `Testing` and a module named `CoreGraphics` makes the
// compiler load it, and Linux toolchains do not ship it. This empty module stands in, so that test
// files importing Lamina's `CoreGraphics` and `Testing` compile. Built only on Linux.
import Foundation
