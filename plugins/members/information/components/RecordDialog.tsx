// Adding or editing a record: one input per field of the lookup (its name, type and 必填), checked
// by the rule book when saved and again by the server; a refusal shows on its field.
import { Form, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../../kernel';
import { INFO_LIMITS, type InfoField, type InfoRecordRow, type InfoValues } from '../../../../shared/domain/members';
import { useRecordDialog } from '../../../../shared/ui/dialog/useRecordDialog';
import { INFO_RECORDS } from '../tokens';
import { useInfoT } from './infoText';

export interface RecordDialogProps {
  target: InfoRecordRow | 'new' | null;
  onClose(): void;
}

function placeholderOf(field: InfoField, t: ReturnType<typeof useInfoT>): string | undefined {
  if (field.type === 'date') return t('datePlaceholder');
  if (field.type === 'link' || field.type === 'image') return t('linkPlaceholder');
  return undefined;
}

export const RecordDialog = observer(function RecordDialog({ target, onClose }: RecordDialogProps) {
  const store = useService(INFO_RECORDS);
  const t = useInfoT('records');
  const fields = store.fields;
  const empty = Object.fromEntries(fields.map((f) => [f.key, ''])) as InfoValues;
  const dialog = useRecordDialog<InfoRecordRow, InfoValues>({
    target,
    empty,
    valuesOf: (record) => ({ ...empty, ...record.values }),
    save: (values, editing) => store.saveRecord(Object.fromEntries(fields.map((f) => [f.key, String(values[f.key] ?? '')])), editing),
    saving: store.saving,
    onClose,
  });
  return (
    <Modal {...dialog.modalProps} title={t(dialog.editing ? 'editTitle' : 'addTitle')} okText={t('save')} cancelText={t('cancel')} width={560}>
      <Form form={dialog.form} layout="vertical" onFinish={() => void dialog.submit()} className="info-record-form">
        {fields.map((f) => (
          <Form.Item key={f.key} name={f.key} label={f.name} required={f.required}>
            {f.type === 'text' ? (
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={INFO_LIMITS.text} placeholder={placeholderOf(f, t)} />
            ) : (
              <Input maxLength={f.type === 'number' ? INFO_LIMITS.number : INFO_LIMITS.url} placeholder={placeholderOf(f, t)} inputMode={f.type === 'number' ? 'decimal' : undefined} onPressEnter={() => void dialog.submit()} />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
});
