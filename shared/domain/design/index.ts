// §3 design option catalogues (links and more), shared by navigation and the page designer.
export * from './links';
export * from './catalogues';
export * from './style';
export * from './api';
export * from './css';
export * from './validate';
export * from './defaults';
export * from './labels';
export * from './values';
