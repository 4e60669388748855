// Puts a save's refusal on the form field it names (a rule's field name → the form's path).
import type { FormInstance } from 'antd';
import type { SaveResult } from '../store/SectionState';

export function showRefusal(form: FormInstance, result: SaveResult, paths: Record<string, (string | number)[]>): void {
  if (result.ok) return;
  const name = paths[result.field] ?? (result.field ? [result.field] : null);
  if (name && form.getFieldInstance(name) !== undefined) form.setFields([{ name, errors: [result.message] }]);
}
