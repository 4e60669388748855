// jsdom lacks a few browser APIs that antd and qrcode use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A unit test may ask for the node environment (@jest-environment node): no window to shim there.
const inBrowser = typeof window !== 'undefined';

if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

if (inBrowser) {
  const realGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => realGetComputedStyle(element);
}

// antd's Table, Progress, Segmented and Typography observe their size; jsdom has no ResizeObserver.
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}
