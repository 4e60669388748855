// The template catalogue with its filters, used by 选择模板 and 更换模板: 行业, 颜色, 功能 (several),
// 设备 (响应式/电脑端; the Chinese list only), a keyword box searched on Enter (≤ 30 characters), a paged grid of
// cards, its loading, empty and error states. The caller gives each card its action.
import { Alert, Button, Empty, Input, Pagination, Radio, Select, Space, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { TEMPLATE_KEYWORD_MAX, type TemplateCard, type TemplateDevice } from '../../../../shared/domain/sites/templates';
import { hasDeviceFilter } from '../api';
import { CATALOG_PAGE_SIZE, type TemplateCatalogStore } from '../store/TemplateCatalogStore';
import { useTemplatesT } from '../text';
import { TemplateCardView } from './TemplateCardView';
import '../templates.css';

export interface TemplateGridProps {
  catalog: TemplateCatalogStore;
  siteId: number;
  selectedId?: number | null;
  action: (template: TemplateCard) => ReactNode;
  testId?: string;
}

const ALL = 0;
/** The PC grid's devices: a mobile template is never a site's PC template (the mobile grid offers those). */
const PC_GRID_DEVICES: TemplateDevice[] = ['responsive', 'pc'];

export const TemplateGrid = observer(function TemplateGrid({ catalog, siteId, selectedId, action, testId = 'template-grid' }: TemplateGridProps) {
  const t = useTemplatesT();
  const f = catalog.filters;
  const options = (list: { id: number; name: string }[]) => [{ value: ALL, label: t('filter.all') }, ...list.map((o) => ({ value: o.id, label: o.name }))];
  const label = (text: string) => <span className="tpl-filter-label">{text}</span>;

  return (
    <div className="tpl-grid-wrap" data-testid={testId}>
      <div className="tpl-filters" role="search">
        <Space wrap size={[16, 8]}>
          <span>
            {label(t('filter.industry'))}
            <Select<number> className="tpl-filter-select" aria-label={t('filter.industry')} value={f.industryId ?? ALL} options={options(catalog.industries)} onChange={(v) => void catalog.setIndustry(v === ALL ? undefined : v)} data-testid="filter-industry" />
          </span>
          <span>
            {label(t('filter.color'))}
            <Select<number> className="tpl-filter-select" aria-label={t('filter.color')} value={f.colorId ?? ALL} options={options(catalog.colors)} onChange={(v) => void catalog.setColor(v === ALL ? undefined : v)} data-testid="filter-color" />
          </span>
          <span>
            {label(t('filter.funcTags'))}
            <Select<number[]>
              mode="multiple"
              allowClear
              className="tpl-filter-tags"
              aria-label={t('filter.funcTags')}
              placeholder={t('filter.all')}
              value={f.funcTagIds}
              maxTagCount="responsive"
              options={catalog.funcTags.map((o) => ({ value: o.id, label: o.name }))}
              onChange={(v) => void catalog.setFuncTags(v)}
              data-testid="filter-functags"
            />
          </span>
          {hasDeviceFilter(catalog.source) && (
            <span>
              {label(t('filter.device'))}
              <Radio.Group
                optionType="button"
                size="middle"
                aria-label={t('filter.device')}
                value={f.device ?? 'all'}
                onChange={(e) => void catalog.setDevice(e.target.value === 'all' ? undefined : (e.target.value as TemplateDevice))}
                options={[{ value: 'all', label: t('filter.all') }, ...PC_GRID_DEVICES.map((d) => ({ value: d, label: t(`filter.devices.${d}`) }))]}
              />
            </span>
          )}
          <Input.Search
            className="tpl-filter-keyword"
            aria-label={t('filter.keyword')}
            placeholder={t('filter.keyword')}
            maxLength={TEMPLATE_KEYWORD_MAX}
            value={catalog.keywordInput}
            enterButton={t('filter.search')}
            onChange={(e) => catalog.setKeywordInput(e.target.value)}
            onSearch={() => void catalog.search()}
            data-testid="filter-keyword"
          />
          {catalog.filtered && <Button onClick={() => void catalog.reset()}>{t('filter.reset')}</Button>}
        </Space>
      </div>
      {catalog.error ? (
        <Alert type="error" showIcon title={t('grid.loadFailed', { message: catalog.error })} action={<Button onClick={() => void catalog.load()}>{t('grid.retry')}</Button>} />
      ) : !catalog.loaded ? (
        <div className="tpl-grid-state"><Spin description={t('grid.loading')}><div className="tpl-grid-spin" /></Spin></div>
      ) : catalog.cards.length === 0 ? (
        <Empty className="tpl-grid-state" description={catalog.filtered ? t('grid.emptyFiltered') : t('grid.empty')} />
      ) : (
        <Spin spinning={catalog.loading}>
          <div className="tpl-grid" aria-busy={catalog.loading}>
            {catalog.cards.map((card) => (
              <TemplateCardView key={card.id} template={card} siteId={siteId} selected={selectedId === card.id} action={action(card)} />
            ))}
          </div>
        </Spin>
      )}
      {catalog.loaded && catalog.total > 0 && !catalog.error && (
        <div className="tpl-grid-foot">
          <Typography.Text type="secondary">{t('grid.total', { total: catalog.total })}</Typography.Text>
          <Pagination current={catalog.page} pageSize={CATALOG_PAGE_SIZE} total={catalog.total} showSizeChanger={false} hideOnSinglePage onChange={(p) => void catalog.setPage(p)} />
        </div>
      )}
    </div>
  );
});
