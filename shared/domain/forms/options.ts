// Options of radio, checkbox and select items: one per line, trimmed, empties dropped; label is
// the text and value the line index among the kept lines (§3, §5).
import type { FormOption } from './types';

export function parseOptions(text: string): FormOption[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((label, value) => ({ label, value }));
}

export function optionsText(options: readonly FormOption[]): string {
  return options.map((o) => o.label).join('\n');
}
