// jsdom lacks what react-router 7 needs (TextEncoder/TextDecoder); take Node's.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does no layout, so it has no ResizeObserver; Radix widgets (slider, popover) measure with one. A no-op
// observer is what a layout-free page would report anyway: nothing ever resizes.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver });
}
