// Spider analysis rules (issue 12 §8): the UA rule, the log line reader, ranges and wire shapes.
export * from './agents';
export * from './api';
export * from './logLine';
export * from './rules';
