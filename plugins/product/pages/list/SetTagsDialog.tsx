// 设置标签: tags added to each selected product's own, or replacing them (none chosen with
// 替换 clears them). At most PRODUCT_LIMITS.tags per product; the server answers beyond that.
import { Form, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { PRODUCT_LIMITS } from '../../../../shared/domain/product';
import { useListT } from '../../components/listText';
import { TagSelect } from '../../components/TagSelect';

export interface SetTagsDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onSet(tagIds: number[], mode: 'add' | 'replace'): Promise<boolean>;
  onClose(): void;
}

export function SetTagsDialog({ open, count, busy, onSet, onClose }: SetTagsDialogProps) {
  const t = useListT('batch');
  const [tags, setTags] = useState<number[]>([]);
  const [mode, setMode] = useState<'add' | 'replace'>('add');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (open) {
      setTags([]);
      setMode('add');
      setMissing(false);
    }
  }, [open]);

  const submit = async () => {
    // Adding nothing would change nothing; replacing with nothing clears the tags.
    if (mode === 'add' && tags.length === 0) {
      setMissing(true);
      return;
    }
    if (await onSet(tags, mode)) onClose();
  };

  return (
    <Modal open={open} title={t('tagsTitle', { count })} okText={t('apply')} cancelText={t('cancel')} onOk={submit} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('tagsMode')}>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} options={[{ value: 'add', label: t('tagsAdd') }, { value: 'replace', label: t('tagsReplace') }]} />
        </Form.Item>
        <Form.Item
          label={t('tags')}
          required={mode === 'add'}
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('tagsRequired') : mode === 'replace' && tags.length === 0 ? t('tagsClearHint') : undefined}
        >
          <TagSelect
            mode="multiple"
            max={PRODUCT_LIMITS.tags}
            value={tags}
            onChange={(v) => {
              setTags(v);
              setMissing(false);
            }}
            placeholder={t('tagsPlaceholder')}
            className="pl-full"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
