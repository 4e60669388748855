// 移动到分类: the selected products go to one category (or 未分类); the tree's counts follow.
import { Form, Modal, TreeSelect } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useService } from '../../../../kernel';
import type { ProductCategory } from '../../../../shared/domain/product';
import { useListT } from '../../components/listText';
import { PRODUCT_CATALOGUE } from '../../tokens';

interface Choice {
  value: number;
  title: string;
  children: Choice[];
}

const choices = (nodes: ProductCategory[]): Choice[] => nodes.map((n) => ({ value: n.id, title: n.name, children: choices(n.children) }));

export interface MoveDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onMove(typeId: number): Promise<boolean>;
  onClose(): void;
}

export const MoveDialog = observer(function MoveDialog({ open, count, busy, onMove, onClose }: MoveDialogProps) {
  const catalogue = useService(PRODUCT_CATALOGUE);
  const t = useListT('batch');
  const [target, setTarget] = useState<number | undefined>();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (open) {
      setTarget(undefined);
      setMissing(false);
    }
  }, [open]);

  const submit = async () => {
    if (target === undefined) {
      setMissing(true);
      return;
    }
    if (await onMove(target)) onClose();
  };

  return (
    <Modal open={open} title={t('moveTitle', { count })} okText={t('move')} cancelText={t('cancel')} onOk={submit} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('moveTarget')} required validateStatus={missing ? 'error' : undefined} help={missing ? t('moveTargetRequired') : undefined}>
          <TreeSelect<number>
            value={target}
            onChange={(v) => {
              setTarget(v);
              setMissing(false);
            }}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('moveTargetPlaceholder')}
            aria-label={t('moveTarget')}
            treeData={[{ value: 0, title: t('uncategorised'), children: [] }, ...choices(catalogue.categories)]}
            popupMatchSelectWidth
            className="pl-full"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
});
