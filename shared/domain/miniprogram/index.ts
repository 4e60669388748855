// Mini-programs and smart shops (issue 17 §8): platforms, statuses, bindings, pages, the QR code.
export * from './platforms';
export * from './status';
export * from './pages';
export * from './binding';
export * from './site';
export * from './sources';
