// The article list's 从产品导入 button and its dialog — offered only to a user who holds
// product_list (the product module's endpoints need it, and the import asks for it too).
import { Button } from 'antd';
import { useState } from 'react';
import { TOKENS, useService } from '../../../../kernel';
import type { ArticleType } from '../../../../shared/domain';
import { FromProductsDialog } from './FromProductsDialog';

export function FromProductsAction({ type, onImported }: { type: ArticleType; onImported(): void }) {
  const permission = useService(TOKENS.permission);
  const i18n = useService(TOKENS.i18n);
  const [open, setOpen] = useState(false);
  if (!permission.has('product_list')) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{i18n.t('content.fromProducts.action')}</Button>
      <FromProductsDialog open={open} type={type} onImported={onImported} onClose={() => setOpen(false)} />
    </>
  );
}
