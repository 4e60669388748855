// The AI assistant's shared rules and shapes (issue 16).
export * from './messages';
export * from './limits';
export * from './access';
export * from './dialogue';
export * from './tasks';
export * from './gather';
