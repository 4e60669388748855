// /zhSmallVideo/samll_video_add and samll_video_edit?id= (no breadcrumb; the list stays
// highlighted, §2): title (1–100), the source — an uploaded mp4/webm or an https share link —
// cover from the gallery, description (≤ 500), account, the site's tags, related products (≤ 6),
// sort, status and the publish time in Beijing time. Fields are checked as typed by the shared
// rule book (checkVideo), which the server applies again. Saving is click-guarded and lock-checked:
// if someone saved in between, nothing is overwritten and the operator is told who and when.
// What is typed is autosaved as a local draft. A 旧版 video (published before §9's cutoff) is
// shown read-only, with the reason it cannot be edited.
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Modal, Radio, Result, Select, Space, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import { HttpError, TOKENS, useClickGuard, usePageTitle, useService } from '../../../kernel';
import { CONTENT_MSG, type LockConflict, type Tag } from '../../../shared/domain';
import {
  checkVideo,
  epochToBeijingTime,
  VIDEO_LIMITS,
  type VideoFileInfo,
  type VideoRow,
  type VideoSaveRequest,
} from '../../../shared/domain/product';
import { DraftBanner, DraftStatus, pickLike, useDraft, type Draft } from '../../../shared/ui/draft';
import { ImageField } from '../components/ImageField';
import { RelatedProductsSelect } from '../components/RelatedProductsSelect';
import { VideoDetails } from '../components/VideoDetails';
import { VideoFileField } from '../components/VideoFileField';
import { videoInputOf, videoRule, type VideoFields } from '../components/videoRules';
import { useVideoT } from '../components/videoText';
import { VideoUpload } from '../store/VideoUpload';
import { SHORT_VIDEO_API, VIDEO_LIST, VIDEO_UPLOADER } from '../tokens';
import './shortVideo.css';

const LIST_PATH = '/zhSmallVideo/samll_video_list';
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The picker offers no day before the cutoff's (the rule then checks the time of that day). */
const FIRST_DAY = dayjs('2022-04-28');

const EMPTY: VideoFields = {
  title: '', source: 'file', file_id: 0, file_name: '', file_url: '', file_bytes: 0, file_duration: 0, link: '', cover: '', description: '',
  account_id: 0, tag_ids: [], related_ids: [], sort: 0, status: 1, published_at: '',
};
/** The types a restored draft's fields must have (ids are numbers). */
const DRAFT_SHAPE: VideoFields = { ...EMPTY, tag_ids: [0], related_ids: [0] };

function fieldsOf(row: VideoRow): VideoFields {
  return {
    title: row.title,
    source: row.file_id ? 'file' : 'link',
    file_id: row.file_id,
    file_name: '',
    file_url: row.file_url,
    file_bytes: row.bytes,
    file_duration: row.duration_seconds,
    link: row.link,
    cover: row.cover,
    description: row.description,
    account_id: row.account_id,
    tag_ids: row.tag_ids,
    related_ids: row.related_ids,
    sort: row.sort,
    status: row.status,
    published_at: row.published_text,
  };
}

const VideoEditPage = observer(function VideoEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null ? undefined : /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : NaN;
  return <VideoLoader key={raw ?? 'new'} id={id} />;
});

/** Loads the video (an edit), then shows the form — or, for a 旧版 one, the read-only view. */
const VideoLoader = observer(function VideoLoader({ id }: { id: number | undefined }) {
  const api = useService(SHORT_VIDEO_API);
  const t = useVideoT('edit');
  const navigate = useNavigate();
  const [row, setRow] = useState<VideoRow | null>(null);
  const [loading, setLoading] = useState(id !== undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (id === undefined) return undefined;
    let cancelled = false;
    (async () => {
      try {
        if (Number.isNaN(id)) throw new Error(t('notFound'));
        const found = await api.video(id);
        if (!cancelled) setRow(found);
      } catch (e) {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, id]);

  if (error) return <Result status="warning" title={t('notFound')} subTitle={error === t('notFound') ? undefined : error} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>} />;
  if (loading) return <Spin spinning><div className="sv-loading" style={{ minHeight: 320 }} /></Spin>;
  if (row?.legacy) return <LegacyVideo row={row} />;
  return <VideoForm row={row} />;
});

function LegacyVideo({ row }: { row: VideoRow }) {
  const t = useVideoT('edit');
  const navigate = useNavigate();
  usePageTitle(t('legacyTitle'));
  return (
    <Card title={t('legacyTitle')} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>} className="sv-legacy-card">
      <h3 className="sv-legacy-name">{row.title}</h3>
      <VideoDetails video={row} />
    </Card>
  );
}

const VideoForm = observer(function VideoForm({ row }: { row: VideoRow | null }) {
  const api = useService(SHORT_VIDEO_API);
  const videos = useService(VIDEO_LIST);
  const uploader = useService(VIDEO_UPLOADER);
  const permission = useService(TOKENS.permission);
  const notifier = useService(TOKENS.notifier);
  const navigate = useNavigate();
  const guard = useClickGuard();
  const t = useVideoT('edit');
  const tt = useVideoT();
  const [form] = Form.useForm<VideoFields>();
  const [upload] = useState(() => new VideoUpload(uploader));
  const [videoId, setVideoId] = useState<number | undefined>(row?.id);
  const [version, setVersion] = useState<number | undefined>(row?.version);
  const [tags, setTags] = useState<Tag[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<LockConflict | null>(null);
  const [reloading, setReloading] = useState(false);
  // The form has its values: a stored draft is compared with them, not with the empty form.
  const [filled, setFilled] = useState(false);
  const products = permission.has('product_list');
  const heading = t(videoId ? 'editTitle' : 'addTitle');
  usePageTitle(heading);

  const source = Form.useWatch('source', form) ?? EMPTY.source;
  // The file's details have no input of their own: watched as values (preserve), not as fields.
  const fileUrl = Form.useWatch('file_url', { form, preserve: true });
  const fileName = Form.useWatch('file_name', { form, preserve: true });
  const fileBytes = Form.useWatch('file_bytes', { form, preserve: true });
  const fileDuration = Form.useWatch('file_duration', { form, preserve: true });

  const draft = useDraft<VideoFields>({
    kind: 'shortVideo',
    id: row?.id,
    ready: filled,
    base: version ?? null,
    collect: () => ({ ...EMPTY, ...pickLike(EMPTY, form.getFieldsValue(true)) }),
  });
  const restoreDraft = ({ data, base }: Draft<VideoFields>) => {
    form.setFieldsValue({ ...EMPTY, ...pickLike(DRAFT_SHAPE, data) });
    // The next save names the version the draft was written on: if someone saved since, the
    // server's lock check answers with the conflict prompt instead of being overwritten.
    if (videoId && base !== null) setVersion(base);
  };

  useEffect(() => {
    form.setFieldsValue(row ? fieldsOf(row) : { ...EMPTY, published_at: epochToBeijingTime(Date.now()) });
    setFilled(true);
    let cancelled = false;
    api.tags().then((list) => !cancelled && setTags(list.rows ?? []), () => undefined);
    if (videos.accounts.length === 0) void videos.loadAccounts();
    return () => {
      cancelled = true;
      upload.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onFile = (info: VideoFileInfo | null) => {
    form.setFieldsValue({
      file_id: info?.file_id ?? 0,
      file_name: info?.name ?? '',
      file_url: info?.url ?? '',
      file_bytes: info?.bytes ?? 0,
      file_duration: info?.duration_seconds ?? 0,
    });
    draft.changed();
    void form.validateFields(['file_id']).catch(() => undefined);
  };

  const reload = async () => {
    if (!videoId) return;
    setConflict(null);
    setReloading(true);
    try {
      const fresh = await api.video(videoId);
      form.setFieldsValue(fieldsOf(fresh));
      setVersion(fresh.version);
    } catch {
      // HttpService showed why.
    } finally {
      setReloading(false);
    }
  };

  const save = async (back: boolean) => {
    if (guard.blocked || saving || upload.status === 'uploading') return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = { ...EMPTY, ...(form.getFieldsValue(true) as Partial<VideoFields>) };
    const input = videoInputOf(values);
    // The whole form once more, as the server will check it.
    const problem = checkVideo(input);
    if (problem) {
      setSaveError(problem);
      return;
    }
    guard.trigger();
    setSaving(true);
    setSaveError(null);
    try {
      const request: VideoSaveRequest = {
        ...input,
        title: input.title.trim(),
        file_id: input.file_id ?? 0,
        link: input.link ?? '',
        description: (input.description ?? '').trim(),
        status: values.status,
        ...(videoId ? { id: videoId, version } : {}),
      };
      const result = await api.save(request);
      setVideoId(result.id);
      setVersion(result.version);
      draft.saved();
      notifier.success(t('saved'));
      if (back) navigate(LIST_PATH);
      else if (!videoId) navigate(`/zhSmallVideo/samll_video_edit?id=${result.id}`, { replace: true });
    } catch (error) {
      if (error instanceof HttpError && error.code === 409 && error.data) setConflict(error.data as LockConflict);
      else {
        const message = error instanceof Error ? error.message : String(error);
        setSaveError(message);
        notifier.error(t('saveFailed', { message }));
      }
    } finally {
      setSaving(false);
    }
  };

  const tagOptions = useMemo(() => tags.map((tag) => ({ value: tag.id, label: tag.name })), [tags]);
  const accountOptions = videos.accounts.map((a) => ({ value: a.id, label: `${tt(`platforms.${a.platform}`)} · ${a.name}` }));
  const file = fileUrl ? { url: fileUrl, name: fileName ?? '', bytes: fileBytes ?? 0, duration: fileDuration ?? 0 } : null;
  const uploading = upload.status === 'uploading';

  return (
    <Spin spinning={reloading}>
      <DraftBanner keeper={draft} onRestore={restoreDraft} />
      <Form<VideoFields> form={form} layout="vertical" initialValues={EMPTY} className="sv-edit-form" onValuesChange={draft.changed}>
        {saveError && <Alert type="error" showIcon closable title={saveError} onClose={() => setSaveError(null)} className="sv-alert" data-testid="save-error" />}
        <div className="sv-edit-grid">
          <Card title={heading} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>}>
            <Form.Item name="title" label={t('title')} rules={[videoRule('title')]}>
              <Input maxLength={VIDEO_LIMITS.title} showCount placeholder={t('titlePlaceholder')} />
            </Form.Item>
            <Form.Item name="source" label={t('source')} className="sv-source-radio">
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'file', label: t('sourceFile') },
                  { value: 'link', label: t('sourceLink') },
                ]}
              />
            </Form.Item>
            {source === 'file' ? (
              <Form.Item name="file_id" rules={[videoRule('file_id')]}>
                <VideoFileField upload={upload} file={file} onFile={onFile} />
              </Form.Item>
            ) : (
              <Form.Item name="link" label={t('link')} rules={[videoRule('link')]}>
                <Input placeholder={t('linkPlaceholder')} maxLength={VIDEO_LIMITS.url} />
              </Form.Item>
            )}
            <Form.Item name="description" label={t('description')} rules={[videoRule('description')]}>
              <Input.TextArea maxLength={VIDEO_LIMITS.description} showCount rows={4} />
            </Form.Item>
          </Card>
          <Card>
            <Form.Item name="status" label={t('status')}>
              <Radio.Group optionType="button" options={[{ value: 1, label: tt('status.1') }, { value: 0, label: tt('status.0') }]} />
            </Form.Item>
            <Form.Item
              name="published_at"
              label={t('published')}
              extra={t('publishedHint')}
              rules={[videoRule('published_at')]}
              getValueProps={(value: string) => ({ value: value && dayjs(value).isValid() ? dayjs(value) : null })}
              normalize={(value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : '')}
            >
              <DatePicker showTime format={TIME_FORMAT} className="sv-full" disabledDate={(d) => d.isBefore(FIRST_DAY, 'day')} aria-label={t('published')} />
            </Form.Item>
            <Form.Item name="cover" label={t('cover')}>
              <ImageField label={t('cover')} chooseText={t('chooseCover')} removeText={t('removeCover')} />
            </Form.Item>
            <Form.Item
              name="account_id"
              label={t('account')}
              getValueProps={(value: number) => ({ value: value ? value : undefined })}
              normalize={(value: number | undefined) => value ?? 0}
            >
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('accountPlaceholder')} options={accountOptions} aria-label={t('account')} />
            </Form.Item>
            <Form.Item name="tag_ids" label={t('tags')} rules={[videoRule('tag_ids')]}>
              <Select mode="multiple" allowClear placeholder={t('tagsPlaceholder')} options={tagOptions} showSearch={{ optionFilterProp: 'label' }} maxCount={VIDEO_LIMITS.tags} aria-label={t('tags')} />
            </Form.Item>
            {products && (
              <Form.Item name="related_ids" label={t('related')} extra={t('relatedHint', { max: VIDEO_LIMITS.related })} rules={[videoRule('related_ids')]}>
                <RelatedProductsSelect placeholder={t('relatedPlaceholder')} aria-label={t('related')} />
              </Form.Item>
            )}
            <Form.Item name="sort" label={t('sort')} extra={t('sortHint')}>
              <InputNumber min={0} max={999999} precision={0} className="sv-full" aria-label={t('sort')} />
            </Form.Item>
          </Card>
        </div>
        <div className="sv-actions-bar">
          <DraftStatus keeper={draft} />
          <Button onClick={() => save(true)} loading={saving} disabled={guard.blocked || uploading}>
            {t('saveAndBack')}
          </Button>
          <Button type="primary" onClick={() => save(false)} loading={saving} disabled={guard.blocked || uploading}>
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

export default VideoEditPage;
