// A small dialog asking for one name (folder names, file names): trimmed, required, bounded.
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';

export interface NameDialogProps {
  title: string;
  label: string;
  placeholder?: string;
  note?: string;
  initial?: string;
  maxLength: number;
  requiredMessage: string;
  okText: string;
  cancelText: string;
  /** Answers whether the dialog may close (the server accepted the name). */
  onOk(name: string): Promise<boolean>;
  onClose(): void;
}

export function NameDialog(props: NameDialogProps) {
  const { title, label, placeholder, note, initial = '', maxLength, requiredMessage, okText, cancelText, onOk, onClose } = props;
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!name.trim()) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    const ok = await onOk(name.trim());
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Modal open title={title} okText={okText} cancelText={cancelText} confirmLoading={busy} onOk={submit} onCancel={onClose} maskClosable={false} destroyOnHidden>
      {note && <p className="res-dialog-note">{note}</p>}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={label} htmlFor="res-name-input" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input
            id="res-name-input"
            autoFocus
            value={name}
            maxLength={maxLength}
            showCount
            placeholder={placeholder}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            onPressEnter={(e) => {
              e.preventDefault();
              void submit();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
