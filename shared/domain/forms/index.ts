// The form rule book (spec §3–§5): one place for every rule the builder dialogs, the public form
// page and the server enforce.
export * from './types';
export * from './messages';
export * from './itemTypes';
export * from './options';
export * from './templates';
export * from './limits';
export * from './naming';
export * from './systemItems';
export * from './validateForm';
export * from './areaCodes';
export * from './phone';
export * from './submission';
export * from './dataSubmission';
