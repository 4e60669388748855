// /zhProduct/add?id= (no breadcrumb; 产品列表 stays highlighted, §2): a product's name, category,
// tags, pictures (the first is the cover), summary, rich-text description, specs table, prices as
// typed (销售价, 市场价, 价格面议), sales details, related products, SEO with the 推荐关键词 picker,
// and the site's custom fields (managed in their own dialog). Every field is checked as typed by
// the shared rule book, the name also against the site's other products. Saving is click-guarded
// (3000 ms) and lock-checked: if someone saved in between, nothing is overwritten and the operator
// is told who and when. What is typed is kept as a local draft every few seconds and offered back.
import { Alert, Button, Card, Collapse, Form, Input, Modal, Radio, Result, Select, Space, Spin, Switch, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, useClickGuard, usePageTitle, useService } from '../../../../kernel';
import { CONTENT_MSG } from '../../../../shared/domain';
import { PRODUCT_LIMITS, type ProductCategory } from '../../../../shared/domain/product';
import { DraftBanner, DraftStatus, useDraft } from '../../../../shared/ui/draft';
import { LazyRichTextEditor, preloadRichTextEditor } from '../../../../shared/ui/editor';
import { PRODUCT_EDIT } from '../../tokens';
import { CustomFieldInputs } from './CustomFieldInputs';
import { CustomFieldsDialog } from './CustomFieldsDialog';
import { useEditT } from './editText';
import { ImagesField } from './ImagesField';
import { KeywordPicker } from './KeywordPicker';
import type { ProductDraft, TextField } from './productForm';
import type { ProductEditStore } from './ProductEditStore';
import { HistoryLink } from '../history/HistoryLink';
import { SpecsTable } from './SpecsTable';
import './productEdit.css';

const LIST_PATH = '/zhProduct/list';

type TreeNode = { value: number; title: string; children: TreeNode[] };
const treeOf = (nodes: ProductCategory[]): TreeNode[] => nodes.map((n) => ({ value: n.id, title: n.name, children: treeOf(n.children ?? []) }));

/** The id of the address: undefined for a new product, NaN for one that cannot be. */
function idOf(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : NaN;
}

const ProductEditPage = observer(function ProductEditPage() {
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const factory = useService(PRODUCT_EDIT);
  // One store for the page: a first save's new address (?id= of the product just made) keeps what
  // is on screen; another address opens its product afresh.
  const [store] = useState(factory);
  useEffect(() => () => store.dispose(), [store]);
  return <ProductForm key={String(id)} store={store} id={id} />;
});

const ProductForm = observer(function ProductForm({ store, id }: { store: ProductEditStore; id: number | undefined }) {
  const t = useEditT();
  const notifier = useService(TOKENS.notifier);
  const permission = useService(TOKENS.permission);
  const navigate = useNavigate();
  const guard = useClickGuard();
  const [fieldsOpen, setFieldsOpen] = useState(false);
  const invalid = Number.isNaN(id);
  const heading = t(store.id !== undefined ? 'editTitle' : 'addTitle');
  usePageTitle(heading);

  useEffect(() => {
    preloadRichTextEditor();
    if (!invalid && !(store.loaded && store.id === id)) void store.open(id);
    return () => store.setContentReader(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const draft = useDraft<ProductDraft>({
    kind: 'product',
    id,
    ready: store.loaded && !store.loading,
    base: store.version ?? null,
    collect: () => store.snapshot(),
  });
  useEffect(() => reaction(() => store.changes, () => draft.changed()), [store, draft]);

  const save = async (back: boolean) => {
    if (guard.blocked || store.saving) return;
    if (!store.check()) {
      notifier.warning(t('fixFirst'));
      return;
    }
    guard.trigger();
    const wasNew = id === undefined;
    if ((await store.save()) !== 'saved') return;
    draft.saved();
    notifier.success(t('saved'));
    if (back) navigate(LIST_PATH);
    else if (wasNew) navigate(`/zhProduct/add?id=${store.id}`, { replace: true });
  };

  const categoryTree = useMemo(() => [{ value: 0, title: t('noCategory'), children: [] }, ...treeOf(store.categories)], [store.categories, t]);
  const tagOptions = useMemo(() => store.tags.map((tag) => ({ value: tag.id, label: tag.name })), [store.tags]);

  if (invalid || (store.loadError && !store.loaded)) {
    return <Result status="warning" title={t('notFound')} subTitle={invalid ? undefined : store.loadError} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>} />;
  }

  const v = store.values;
  /** A field's label, its input's id and the rule's word under it. */
  const item = (field: string, label: string, htmlFor = `product-${field}`) => {
    const issue = store.issueOf(field);
    return { label, htmlFor, validateStatus: issue ? ('error' as const) : undefined, help: issue };
  };
  const text = (field: TextField, max: number, extra: { placeholder?: string; disabled?: boolean; prefix?: string } = {}) => (
    <Input id={`product-${field}`} value={v[field]} maxLength={max} onChange={(e) => store.setText(field, e.target.value)} {...extra} />
  );

  return (
    <Spin spinning={store.loading}>
      <DraftBanner keeper={draft} onRestore={(d) => store.restore(d.data, d.base)} />
      {store.saveError && <Alert type="error" showIcon closable title={t('saveFailed', { message: store.saveError })} onClose={() => store.dismissSaveError()} className="product-alert" data-testid="save-error" />}
      <Form layout="vertical" component="div" className="product-edit-form">
        <div className="product-edit-grid">
          <div className="product-edit-main">
            <Card
              title={heading}
              extra={
                <Space>
                  <HistoryLink productId={store.id} />
                  <Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>
                </Space>
              }
            >
              <Form.Item {...item('name', t('name'))} required>
                <Input id="product-name" value={v.name} maxLength={PRODUCT_LIMITS.name} showCount placeholder={t('namePlaceholder')} onChange={(e) => store.setText('name', e.target.value)} />
              </Form.Item>
              {/* The pictures' and the specs' message goes under the whole list: an error status on the
                  item would paint every input in it red. */}
              <Form.Item label={t('images')} htmlFor="product-images" extra={t('imagesHint', { max: PRODUCT_LIMITS.images })}>
                <ImagesField store={store} />
                <FieldError message={store.issueOf('images')} />
              </Form.Item>
              <Form.Item {...item('summary', t('summary'))}>
                <Input.TextArea id="product-summary" value={v.summary} maxLength={PRODUCT_LIMITS.summary} showCount rows={3} onChange={(e) => store.setText('summary', e.target.value)} />
              </Form.Item>
              <Form.Item {...item('content', t('content'), '')}>
                {store.loaded && (
                  <LazyRichTextEditor
                    key={store.contentGeneration}
                    value={v.content}
                    onChange={(html) => store.setContent(html)}
                    onReady={(api) => store.setContentReader(() => api.getHtml())}
                    height={420}
                    aria-label={t('content')}
                  />
                )}
              </Form.Item>
            </Card>
            <Card title={t('specs')}>
              <SpecsTable store={store} />
              <FieldError message={store.issueOf('specs')} />
            </Card>
            <Card
              title={t('custom')}
              extra={
                <Button size="small" onClick={() => setFieldsOpen(true)}>
                  {t('manageFields')}
                </Button>
              }
            >
              <CustomFieldInputs store={store} />
            </Card>
            <Collapse
              className="product-seo"
              items={[
                {
                  key: 'seo',
                  label: t('seo'),
                  forceRender: true,
                  children: (
                    <>
                      <Form.Item {...item('seo_title', t('seoTitle'))}>{text('seo_title', PRODUCT_LIMITS.seoTitle)}</Form.Item>
                      <Form.Item
                        {...item('seo_keywords', t('seoKeywords'))}
                        extra={
                          <Space className="product-keywords-extra">
                            <span>{t('seoKeywordsHint')}</span>
                            {permission.has('recommend_keyword') && <KeywordPicker store={store} />}
                          </Space>
                        }
                      >
                        {text('seo_keywords', PRODUCT_LIMITS.seoKeywords)}
                      </Form.Item>
                      <Form.Item {...item('seo_description', t('seoDescription'))}>
                        <Input.TextArea id="product-seo_description" value={v.seo_description} maxLength={PRODUCT_LIMITS.seoDescription} showCount rows={3} onChange={(e) => store.setText('seo_description', e.target.value)} />
                      </Form.Item>
                    </>
                  ),
                },
              ]}
            />
          </div>
          <div className="product-edit-side">
            <Card title={t('publish')}>
              <Form.Item label={t('status')}>
                <Radio.Group
                  optionType="button"
                  value={v.status}
                  onChange={(e) => store.setFlag('status', e.target.value as 0 | 1)}
                  options={[
                    { value: 1, label: t('statusOn') },
                    { value: 0, label: t('statusOff') },
                  ]}
                />
              </Form.Item>
              <Space size={24} align="start" className="product-side-row">
                <Form.Item label={t('recommend')} htmlFor="product-recommend">
                  <Switch id="product-recommend" checked={v.recommend === 1} onChange={(on) => store.setFlag('recommend', on ? 1 : 0)} />
                </Form.Item>
                <Form.Item {...item('sort', t('sort'))} extra={t('sortHint')}>
                  {text('sort', 7, { placeholder: '0' })}
                </Form.Item>
              </Space>
              <Form.Item {...item('type_id', t('category'))}>
                <TreeSelect<number>
                  id="product-type_id"
                  value={v.type_id}
                  onChange={(value) => store.setCategory(value ?? 0)}
                  treeDefaultExpandAll
                  treeData={categoryTree}
                  showSearch={{ treeNodeFilterProp: 'title' }}
                />
              </Form.Item>
              <Form.Item {...item('tag_ids', t('tags'))}>
                <Select<number[]>
                  id="product-tag_ids"
                  mode="multiple"
                  allowClear
                  value={v.tag_ids}
                  onChange={(ids) => store.setTags(ids)}
                  options={tagOptions}
                  showSearch={{ optionFilterProp: 'label' }}
                  maxCount={PRODUCT_LIMITS.tags}
                  placeholder={t('tagsPlaceholder')}
                />
              </Form.Item>
            </Card>
            <Card title={t('prices')}>
              <Form.Item {...item('price_sell', t('priceSell'))}>{text('price_sell', 20, { prefix: '¥', disabled: v.price_negotiable === 1, placeholder: '0.00' })}</Form.Item>
              <Form.Item {...item('price_market', t('priceMarket'))}>{text('price_market', 20, { prefix: '¥', disabled: v.price_negotiable === 1, placeholder: '0.00' })}</Form.Item>
              <Form.Item label={t('negotiable')} htmlFor="product-negotiable" extra={t('negotiableHint')} className="product-inline-switch">
                <Switch id="product-negotiable" checked={v.price_negotiable === 1} onChange={(on) => store.setFlag('price_negotiable', on ? 1 : 0)} />
              </Form.Item>
            </Card>
            <Card title={t('sales')}>
              <div className="product-two-cols">
                <Form.Item {...item('brand', t('brand'))}>{text('brand', PRODUCT_LIMITS.shortText)}</Form.Item>
                <Form.Item {...item('model', t('model'))}>{text('model', PRODUCT_LIMITS.shortText)}</Form.Item>
                <Form.Item {...item('origin', t('origin'))}>{text('origin', PRODUCT_LIMITS.shortText)}</Form.Item>
                <Form.Item {...item('unit', t('unit'))}>{text('unit', PRODUCT_LIMITS.shortText)}</Form.Item>
                <Form.Item {...item('pack', t('pack'))}>{text('pack', PRODUCT_LIMITS.shortText)}</Form.Item>
                <Form.Item {...item('minimum', t('minimum'))}>{text('minimum', 9, { placeholder: '1' })}</Form.Item>
              </div>
            </Card>
            <Card title={t('related')}>
              <Form.Item {...item('related_ids', '', 'product-related_ids')} extra={t('relatedHint', { max: PRODUCT_LIMITS.related })} className="product-bare-item">
                <Select<number[]>
                  id="product-related_ids"
                  mode="multiple"
                  allowClear
                  value={v.related_ids}
                  onChange={(ids) => store.setRelated(ids)}
                  options={store.relatedOptions}
                  maxCount={PRODUCT_LIMITS.related}
                  placeholder={t('relatedPlaceholder')}
                  aria-label={t('related')}
                  showSearch={{ filterOption: false, onSearch: (q) => store.searchRelated(q) }}
                  notFoundContent={store.relatedSearching ? <Spin size="small" /> : undefined}
                />
              </Form.Item>
            </Card>
          </div>
        </div>
        <div className="product-actions-bar">
          <DraftStatus keeper={draft} />
          <Button onClick={() => save(true)} loading={store.saving} disabled={guard.blocked || !store.loaded}>
            {t('saveAndBack')}
          </Button>
          <Button type="primary" onClick={() => save(false)} loading={store.saving} disabled={guard.blocked || !store.loaded}>
            {t('save')}
          </Button>
        </div>
      </Form>
      <CustomFieldsDialog store={store.customFields} open={fieldsOpen} onClose={() => setFieldsOpen(false)} />
      <ConflictPrompt store={store} />
    </Spin>
  );
});

/** A rule's word under a list (pictures, specs), in the form's error colour. */
function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="product-list-error" role="alert">
      {message}
    </div>
  );
}

/** Someone saved in between: nothing was written; reload (their version) or keep editing. */
const ConflictPrompt = observer(function ConflictPrompt({ store }: { store: ProductEditStore }) {
  const t = useEditT();
  const conflict = store.conflict;
  return (
    <Modal
      open={conflict !== null}
      title={t('conflictTitle')}
      onCancel={() => store.keepEditing()}
      footer={[
        <Button key="keep" onClick={() => store.keepEditing()}>
          {t('keepEditing')}
        </Button>,
        <Button key="reload" type="primary" onClick={() => void store.reload()}>
          {t('reload')}
        </Button>,
      ]}
    >
      <Alert
        type="warning"
        showIcon
        title={CONTENT_MSG.lockConflict}
        description={conflict ? t('conflictDetail', { name: conflict.updatedBy, time: dayjs(conflict.updated_at).format('YYYY-MM-DD HH:mm:ss') }) : ''}
      />
    </Modal>
  );
});

export default ProductEditPage;
