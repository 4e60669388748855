// The add/edit dialog of a small record (a tag, a keyword, a product tag): the form is reset to
// the record (or the defaults) each time the dialog opens; 保存 checks the fields, is guarded
// against double clicks, saves, and closes on success or shows the server's refusal on the field
// it concerns (a taken name), where it can be fixed. The dialog keeps its own fields and texts.
import type { ModalProps } from 'antd';
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useClickGuard } from '../../../kernel';

/** What a store's save answers: ok, or the refusal with the field it is about when known. */
export interface SaveOutcome {
  ok: boolean;
  message?: string;
  field?: string;
}

export interface RecordDialogOptions<R, F> {
  /** null: closed; 'new': adding; a record: editing it. */
  target: R | 'new' | null;
  /** The form's values for a new record. */
  empty: F;
  /** The form's values for the record being edited. */
  valuesOf(record: R): F;
  save(values: F, editing: R | null): Promise<SaveOutcome>;
  /** Whether a save is under way (the OK button spins, a second submit is ignored). */
  saving: boolean;
  onClose(): void;
  /** The field a refusal concerns when the store does not say (e.g. 标签已存在 → name). */
  fieldOf?(message: string): keyof F | undefined;
}

export interface RecordDialog<R, F> {
  form: FormInstance<F>;
  editing: R | null;
  submit(): Promise<void>;
  /** Spread on the Modal: open, onOk, onCancel, the spinner and the guard, forceRender (the form exists while closed). */
  modalProps: Pick<ModalProps, 'open' | 'onOk' | 'onCancel' | 'confirmLoading' | 'okButtonProps' | 'forceRender'>;
}

export function useRecordDialog<R, F extends object>(options: RecordDialogOptions<R, F>): RecordDialog<R, F> {
  const { target, empty, valuesOf, save, saving, onClose, fieldOf } = options;
  const guard = useClickGuard();
  const [form] = Form.useForm<F>();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue((editing ? valuesOf(editing) : empty) as Parameters<typeof form.setFieldsValue>[0]);
    // Only when the dialog opens on another record: the options are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  const submit = async () => {
    if (guard.blocked || saving) return;
    let values: F;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    guard.trigger();
    const outcome = await save(values, editing);
    if (outcome.ok) {
      onClose();
      return;
    }
    const field = outcome.field ?? (outcome.message ? (fieldOf?.(outcome.message) as string | undefined) : undefined);
    if (field && outcome.message) form.setFields([{ name: field as never, errors: [outcome.message] }]);
  };

  return {
    form,
    editing,
    submit,
    modalProps: { open: target !== null, onOk: submit, onCancel: onClose, confirmLoading: saving, okButtonProps: { disabled: guard.blocked }, forceRender: true },
  };
}
