// The way into a product's history (历史版本): a button on the edit page's header, a link in the list
// row's actions — shown only to those who may list versions (product_history_list).
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import { historyListPath, useHistoryT } from './historyText';

export function HistoryLink({ productId, variant = 'button' }: { productId: number | undefined; variant?: 'button' | 'link' }) {
  const permission = useService(TOKENS.permission);
  const navigate = useNavigate();
  const t = useHistoryT();
  if (productId === undefined || !permission.has('product_history_list')) return null;
  const open = () => navigate(historyListPath(productId));
  // In a row's actions the short word (as the article lists' 历史); its name still says 历史版本.
  return variant === 'link' ? (
    <Button type="link" size="small" aria-label={t('entry')} title={t('entry')} onClick={open}>
      {t('entryShort')}
    </Button>
  ) : (
    <Button onClick={open}>{t('entry')}</Button>
  );
}
