// The product list's batch action 导入到文章 (it opens IntoArticlesDialog), worded by this part's
// strings; not offered to a user who may list no article section the products could go into.
import { Button } from 'antd';
import { TOKENS, useService } from '../../../../kernel';
import { articleTypeInfo } from '../../../../shared/domain';
import { INTO_ARTICLE_TYPES } from '../../../../shared/domain/product';

export function IntoArticlesButton({ disabled, onClick }: { disabled: boolean; onClick(): void }) {
  const i18n = useService(TOKENS.i18n);
  const permission = useService(TOKENS.permission);
  if (!INTO_ARTICLE_TYPES.some((type) => permission.has(articleTypeInfo(type)?.permission ?? ''))) return null;
  return (
    <Button size="small" disabled={disabled} onClick={onClick}>
      {i18n.t('product.intoArticles.action')}
    </Button>
  );
}
