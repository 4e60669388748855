// Where to move files: the root or one of the site's folders (shown with their paths).
import { Modal, Select } from 'antd';
import { useState } from 'react';
import type { FlatFolder } from '../store/FolderStore';

export interface MoveDialogProps {
  title: string;
  label: string;
  rootLabel: string;
  folders: readonly FlatFolder[];
  initial: number;
  okText: string;
  cancelText: string;
  onOk(dirId: number): Promise<boolean>;
  onClose(): void;
}

export function MoveDialog({ title, label, rootLabel, folders, initial, okText, cancelText, onOk, onClose }: MoveDialogProps) {
  const [target, setTarget] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const ok = await onOk(target);
    setBusy(false);
    if (ok) onClose();
  };
  const options = [{ value: 0, label: rootLabel }, ...folders.map((f) => ({ value: f.id, label: f.path }))];
  return (
    <Modal open title={title} okText={okText} cancelText={cancelText} confirmLoading={busy} onOk={submit} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <label className="res-field-label" htmlFor="res-move-target">{label}</label>
      <Select id="res-move-target" aria-label={label} className="res-move-select" value={target} options={options} onChange={setTarget} showSearch={{ optionFilterProp: 'label' }} />
    </Modal>
  );
}
