// The product and short-video rule book (issue 11): prices, limits, custom-field slots, the form's
// checks and the short-video cutoff — one place for the console and the server. Not exported from
// shared/domain's index: only the pages and the server modules that need it load it.
export * from './messages';
export * from './limits';
export * from './price';
export * from './customFields';
export * from './validateProduct';
export * from './shortVideo';
export * from './capture';
export * from './history';
export * from './intoArticles';
export * from './importRows';
export type * from './api';
export type * from './excelApi';
