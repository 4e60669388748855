// The AI assistant's shared rules and shapes (issue 16).
export * from './messages';
export * from './limits';
export * from './access';
export * from './dialogue';
export * from './tasks';
export * from './gather';
// markdown.ts is imported on its own (markdown-it is not needed by every page that reads AI rules).
