// /zhContent/add?type=&id= (breadcrumb hidden; the menu highlights the list of its type, §2):
// title, category, tags, summary, cover from the gallery, author (defaulting to the last one used),
// the rich-text body, type-specific fields, SEO and status. Saving is lock-checked: if someone
// saved in between, nothing is overwritten and the operator is told who and when.
// Autosave: what is typed is kept as a local draft every few seconds and offered back after a crash
// or reload; a restored draft is saved against the version it was based on, so the lock check
// still stops it from overwriting a newer save.
import { Alert, Button, Card, Collapse, Form, Input, InputNumber, Modal, Radio, Result, Select, Space, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { HttpError, TOKENS, useClickGuard, usePageTitle, useService } from '../../../kernel';
import {
  CONTENT_LIMITS,
  CONTENT_MSG,
  articleTypeInfo,
  type ArticleDetail,
  type ArticleSaveRequest,
  type LockConflict,
  type Tag,
} from '../../../shared/domain';
import { isValidUrl } from '../../../shared/domain/editor';
import { LazyRichTextEditor, preloadRichTextEditor, type RichTextEditorApi } from '../../../shared/ui/editor';
import { DraftBanner, DraftStatus, pickLike, useDraft, type Draft } from '../../../shared/ui/draft';
import { AttachmentUpload } from '../components/AttachmentUpload';
import { CategorySelect } from '../components/CategorySelect';
import { CoverField } from '../components/CoverField';
import { useGalleryPick } from '../../../shared/ui/gallery/useGalleryPick';
import { CONTENT_API } from '../tokens';
import { AlbumEditPanel } from './AlbumEditPanel';
import { useArticleType } from './useArticleType';
import './content.css';

type Fields = Omit<ArticleSaveRequest, 'id' | 'version' | 'type' | 'content'>;

const EMPTY: Fields = {
  category_id: 0,
  title: '',
  summary: '',
  img: '',
  author: '',
  sort: 0,
  status: 1,
  seo_title: '',
  seo_keywords: '',
  seo_description: '',
  tag_ids: [],
  attachment_url: '',
  attachment_name: '',
  video_url: '',
  download_power: 'all',
  download_min_level: 0,
};

/** What a draft of an article holds: the form and the body. */
interface ArticleDraft {
  fields: Fields;
  content: string;
}
/** The types a restored draft's fields must have (tag ids are numbers). */
const DRAFT_SHAPE: Fields = { ...EMPTY, tag_ids: [0] };

const ArticleEditPage = observer(function ArticleEditPage() {
  const type = useArticleType();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const permission = useService(TOKENS.permission);
  const i18n = useService(TOKENS.i18n);
  const info = articleTypeInfo(type);
  if (!info || !permission.has(info.permission)) return <Result status="403" title="403" subTitle={i18n.t('content.edit.noPermission')} />;
  // Albums (type 5) have their own editor: photos instead of a rich-text body.
  if (type === 5) return <AlbumEditPanel key={id ?? 'new'} id={id} />;
  return <ArticleForm key={`${type}-${id ?? 'new'}`} type={type} id={id} />;
});

const ArticleForm = observer(function ArticleForm({ type, id }: { type: ArticleEditPageType; id?: number }) {
  const api = useService(CONTENT_API);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const pick = useGalleryPick();
  const guard = useClickGuard();
  const [form] = Form.useForm<Fields>();
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [version, setVersion] = useState<number | undefined>();
  const [articleId, setArticleId] = useState<number | undefined>(id);
  const [content, setContent] = useState('');
  const [initialContent, setInitialContent] = useState<string | null>(null);
  const [tags, setTags] = useState<Tag[]>([]);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<LockConflict | null>(null);
  // Bumped to put a restored body into a fresh editor.
  const [editorGeneration, setEditorGeneration] = useState(0);
  // The editor reports changes after a pause; saving reads its HTML directly so nothing typed is lost.
  const editorApi = useRef<RichTextEditorApi | null>(null);
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`content.edit.${key}`, p);
  const typeName = i18n.t(`content.types.${type}`);
  const listPath = `/zhContent/${articleTypeInfo(type)?.slug ?? 'news'}`;
  const heading = t(articleId ? 'editTitle' : 'addTitle', { type: typeName });
  usePageTitle(heading);

  const draft = useDraft<ArticleDraft>({
    kind: `article.${type}`,
    id,
    ready: !loading && !loadError,
    base: version ?? null,
    // getFieldsValue(true): every field, also those of other types' panels not shown.
    collect: () => ({ fields: { ...EMPTY, ...pickLike(EMPTY, form.getFieldsValue(true)) }, content: editorApi.current?.getHtml() ?? content }),
  });

  const restoreDraft = ({ data, base }: Draft<ArticleDraft>) => {
    const html = typeof data.content === 'string' ? data.content : '';
    form.setFieldsValue({ ...EMPTY, ...pickLike(DRAFT_SHAPE, data.fields) });
    setContent(html);
    setInitialContent(html);
    setEditorGeneration((n) => n + 1);
    // The next save names the version the draft was written on: if someone saved since, the
    // server's lock check answers with the conflict prompt instead of being overwritten.
    if (articleId && base !== null) setVersion(base);
  };

  useEffect(() => {
    let cancelled = false;
    // Start fetching the editor while the article loads.
    preloadRichTextEditor();
    api.tags().then((list) => !cancelled && setTags(list.rows ?? []), () => undefined);
    (async () => {
      try {
        if (id) {
          const { info } = await api.article(id);
          if (cancelled) return;
          fill(info);
        } else {
          const { author } = await api.lastAuthor().catch(() => ({ author: '' }));
          if (cancelled) return;
          // The form is usable while this loads: never overwrite what the operator already typed.
          if (!form.isFieldTouched('author')) form.setFieldsValue({ author });
          setInitialContent('');
        }
      } catch (error) {
        if (!cancelled) setLoadError(error instanceof HttpError ? error.message : String(error));
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, id]);

  const fill = (info: ArticleDetail) => {
    const fields: Fields = {
      category_id: info.category_id,
      title: info.title,
      summary: info.summary,
      img: info.img,
      author: info.author,
      sort: info.sort,
      status: info.status,
      seo_title: info.seo_title,
      seo_keywords: info.seo_keywords,
      seo_description: info.seo_description,
      tag_ids: info.tag_ids,
      attachment_url: info.attachment_url,
      attachment_name: info.attachment_name,
      video_url: info.video_url,
      download_power: info.download_power,
      download_min_level: info.download_min_level,
    };
    form.setFieldsValue(fields);
    setVersion(info.version);
    setArticleId(info.id);
    setContent(info.content);
    setInitialContent(info.content);
  };

  const reload = async () => {
    if (!articleId) return;
    setConflict(null);
    setLoading(true);
    setInitialContent(null);
    try {
      fill((await api.article(articleId)).info);
    } finally {
      setLoading(false);
    }
  };

  const save = async (back: boolean) => {
    if (guard.blocked) return;
    let values: Fields;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    guard.trigger();
    setSaving(true);
    try {
      const body = editorApi.current?.getHtml() ?? content;
      const request: ArticleSaveRequest = { ...EMPTY, ...values, type, content: body, ...(articleId ? { id: articleId, version } : {}) };
      const result = await api.save(request);
      setArticleId(result.id);
      setVersion(result.version);
      draft.saved();
      notifier.success(t('saved'));
      if (back) navigate(listPath);
      else if (!articleId) navigate(`/zhContent/add?type=${type}&id=${result.id}`, { replace: true });
    } catch (error) {
      if (error instanceof HttpError && error.code === 409 && error.data) setConflict(error.data as LockConflict);
      else notifier.error(error instanceof HttpError ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const tagOptions = useMemo(() => tags.map((tag) => ({ value: tag.id, label: tag.name })), [tags]);
  const urlRule = { validator: async (_: unknown, v: string) => (!v || isValidUrl(v, { allowRelative: true }) ? undefined : Promise.reject(new Error(t('invalidUrl')))) };

  if (loadError) return <Result status="warning" title={t('notFound')} subTitle={loadError} extra={<Button onClick={() => navigate(listPath)}>{t('back')}</Button>} />;

  return (
    <Spin spinning={loading}>
      <DraftBanner keeper={draft} onRestore={restoreDraft} />
      <Form<Fields> form={form} layout="vertical" initialValues={EMPTY} className="content-edit-form" onValuesChange={draft.changed}>
        <div className="content-edit-grid">
          <Card title={heading} extra={<Button onClick={() => navigate(listPath)}>{t('back')}</Button>}>
            <Form.Item name="title" label={t('title')} rules={[{ required: true, whitespace: true, message: CONTENT_MSG.titleRequired }, { max: CONTENT_LIMITS.title, message: CONTENT_MSG.titleTooLong }]}>
              <Input maxLength={CONTENT_LIMITS.title} showCount placeholder={t('titlePlaceholder')} />
            </Form.Item>
            <Form.Item name="summary" label={t('summary')}>
              <Input.TextArea maxLength={CONTENT_LIMITS.summary} showCount rows={3} />
            </Form.Item>
            {type === 4 && (
              <Space align="start" wrap className="content-attachment">
                <Form.Item name="attachment_url" label={t('attachment')} rules={[urlRule]}>
                  <Input className="content-wide-input" />
                </Form.Item>
                <Form.Item name="attachment_name" label={t('attachmentName')}>
                  <Input maxLength={CONTENT_LIMITS.title} />
                </Form.Item>
                <Form.Item label=" ">
                  <Button
                    onClick={async () => {
                      const [file] = await pick({ limit: 1, fileType: 9 });
                      if (file) form.setFieldsValue({ attachment_url: file.url, attachment_name: form.getFieldValue('attachment_name') || file.name });
                    }}
                  >
                    {t('chooseFile')}
                  </Button>
                </Form.Item>
                <Form.Item label=" ">
                  <AttachmentUpload onUploaded={(file) => form.setFieldsValue({ attachment_url: file.url, attachment_name: form.getFieldValue('attachment_name') || file.name })} />
                </Form.Item>
              </Space>
            )}
            {type === 4 && (
              // 下载权限 (§3 download power): 仅会员 also takes the lowest rank level allowed.
              <Space align="start" wrap className="content-download-power">
                <Form.Item name="download_power" label={t('downloadPower')}>
                  <Radio.Group options={[{ value: 'all', label: t('downloadPowerAll') }, { value: 'member', label: t('downloadPowerMember') }]} />
                </Form.Item>
                <Form.Item noStyle shouldUpdate={(a, b) => a.download_power !== b.download_power}>
                  {() => form.getFieldValue('download_power') === 'member' && (
                    <Form.Item name="download_min_level" label={t('downloadMinLevel')} extra={t('downloadMinLevelHelp')}>
                      <InputNumber min={0} max={99} precision={0} aria-label={t('downloadMinLevel')} />
                    </Form.Item>
                  )}
                </Form.Item>
              </Space>
            )}
            {type === 11 && (
              <Form.Item name="video_url" label={t('videoUrl')} rules={[urlRule]}>
                <Input placeholder="https://" />
              </Form.Item>
            )}
            <Form.Item label={t('body')}>
              {initialContent !== null && (
                <LazyRichTextEditor
                  key={editorGeneration}
                  value={initialContent}
                  onChange={(html) => {
                    setContent(html);
                    draft.changed();
                  }}
                  onReady={(api) => (editorApi.current = api)}
                  height={480}
                  aria-label={t('body')}
                />
              )}
            </Form.Item>
            <Collapse
              items={[
                {
                  key: 'seo',
                  label: t('seo'),
                  children: (
                    <>
                      <Form.Item name="seo_title" label={t('seoTitle')}>
                        <Input maxLength={CONTENT_LIMITS.seoTitle} showCount />
                      </Form.Item>
                      <Form.Item name="seo_keywords" label={t('seoKeywords')}>
                        <Input maxLength={CONTENT_LIMITS.seoKeywords} showCount />
                      </Form.Item>
                      <Form.Item name="seo_description" label={t('seoDescription')}>
                        <Input.TextArea maxLength={CONTENT_LIMITS.seoDescription} showCount rows={3} />
                      </Form.Item>
                    </>
                  ),
                },
              ]}
            />
          </Card>
          <Card>
            <Form.Item name="status" label={t('status')}>
              <Radio.Group optionType="button" options={[{ value: 1, label: i18n.t('content.status.1') }, { value: 0, label: i18n.t('content.status.0') }]} />
            </Form.Item>
            <Form.Item name="category_id" label={t('category')}>
              <CategorySelect type={type} />
            </Form.Item>
            <Form.Item name="tag_ids" label={t('tags')} rules={[{ type: 'array', max: CONTENT_LIMITS.tagsPerArticle }]}>
              <Select mode="multiple" allowClear placeholder={t('tagsPlaceholder')} options={tagOptions} optionFilterProp="label" maxCount={CONTENT_LIMITS.tagsPerArticle} />
            </Form.Item>
            <Form.Item name="img" label={t('cover')}>
              <CoverField />
            </Form.Item>
            <Form.Item name="author" label={t('author')}>
              <Input maxLength={CONTENT_LIMITS.author} />
            </Form.Item>
            <Form.Item name="sort" label={t('sort')}>
              <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Card>
        </div>
        <div className="content-actions-bar">
          <DraftStatus keeper={draft} />
          <Button onClick={() => save(true)} loading={saving} disabled={guard.blocked}>
            {t('saveAndBack')}
          </Button>
          <Button type="primary" onClick={() => save(false)} loading={saving} disabled={guard.blocked}>
            {t('save')}
          </Button>
        </div>
      </Form>
      <Modal
        open={conflict !== null}
        title={t('conflictTitle')}
        onCancel={() => setConflict(null)}
        footer={[
          <Button key="keep" onClick={() => setConflict(null)}>
            {t('keepEditing')}
          </Button>,
          <Button key="reload" type="primary" onClick={reload}>
            {t('reload')}
          </Button>,
        ]}
      >
        <Alert type="warning" showIcon title={CONTENT_MSG.lockConflict} description={conflict ? t('conflictDetail', { name: conflict.updatedBy, time: dayjs(conflict.updated_at).format('YYYY-MM-DD HH:mm:ss') }) : ''} />
      </Modal>
    </Spin>
  );
});

type ArticleEditPageType = ReturnType<typeof useArticleType>;

export default ArticleEditPage;
