// 推荐关键词: the site's recommended keywords (the /keywords page's list, admin/keyword/list), searched
// and added to the SEO keywords with a click. Offered only to those who hold recommend_keyword.
import { Button, Empty, Input, Popover, Spin, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useEditT } from './editText';
import type { ProductEditStore } from './ProductEditStore';

export const KeywordPicker = observer(function KeywordPicker({ store }: { store: ProductEditStore }) {
  const t = useEditT();
  const [open, setOpen] = useState(false);
  const chosen = new Set(store.keywordList);

  const content = (
    <div className="product-keywords" data-testid="keyword-picker">
      <Input.Search allowClear placeholder={t('keywordSearch')} aria-label={t('keywordSearch')} onSearch={(q) => void store.loadKeywords(q)} />
      <Spin spinning={store.keywordsLoading}>
        <div className="product-keywords-list">
          {store.keywordChoices.length === 0 && !store.keywordsLoading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noKeywords')} />
          ) : (
            store.keywordChoices.map((k) => (
              <Tag.CheckableTag key={k.id} checked={chosen.has(k.word)} onChange={() => store.addKeyword(k.word)}>
                {k.word}
              </Tag.CheckableTag>
            ))
          )}
        </div>
      </Spin>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void store.loadKeywords();
      }}
      title={t('recommendKeywords')}
      content={content}
    >
      <Button size="small">{t('recommendKeywords')}</Button>
    </Popover>
  );
});
