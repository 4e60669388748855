// Editing an album (/zhContent/add?type=5): title, category, cover, summary, status and its photos
// (added from the gallery, each with a caption, reorderable). Lock-checked like articles, and
// autosaved as a local draft like them (a restored draft is saved against its own base version).
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Alert, Button, Card, Empty, Form, Input, Radio, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HttpError, TOKENS, useClickGuard, usePageTitle, useService } from '../../../kernel';
import { CONTENT_LIMITS, CONTENT_MSG, type AlbumPhoto, type AlbumSaveRequest } from '../../../shared/domain';
import { DraftBanner, DraftStatus, pickLike, useDraft, type Draft } from '../../../shared/ui/draft';
import { CategorySelect } from '../components/CategorySelect';
import { CoverField } from '../components/CoverField';
import { useGalleryPick } from '../../../shared/ui/gallery/useGalleryPick';
import { CONTENT_API } from '../tokens';
import './content.css';

type Fields = Pick<AlbumSaveRequest, 'title' | 'category_id' | 'cover' | 'summary' | 'status'>;

const EMPTY: Fields = { title: '', category_id: 0, cover: '', summary: '', status: 1 };

/** What a draft of an album holds: the form and the photos. */
interface AlbumDraft {
  fields: Fields;
  photos: AlbumPhoto[];
}

/** The photos of a stored draft that are photos (url and caption text), within the limit. */
function draftPhotos(raw: unknown): AlbumPhoto[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((p): p is AlbumPhoto => Boolean(p) && typeof p === 'object' && typeof (p as AlbumPhoto).url === 'string' && typeof (p as AlbumPhoto).title === 'string')
    .map((p) => ({ url: p.url, title: p.title }))
    .slice(0, CONTENT_LIMITS.albumPhotos);
}

export const AlbumEditPanel = observer(function AlbumEditPanel({ id }: { id?: number }) {
  const api = useService(CONTENT_API);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const pick = useGalleryPick();
  const guard = useClickGuard();
  const [form] = Form.useForm<Fields>();
  const [photos, setPhotos] = useState<AlbumPhoto[]>([]);
  const [albumId, setAlbumId] = useState(id);
  const [version, setVersion] = useState<number | undefined>();
  const [loading, setLoading] = useState(Boolean(id));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`content.edit.${key}`, p);
  const typeName = i18n.t('content.types.5');

  useEffect(() => {
    if (!id) {
      form.setFieldsValue(EMPTY);
      return;
    }
    api.album(id).then(
      (album) => {
        form.setFieldsValue({ title: album.title, category_id: album.category_id, cover: album.cover, summary: album.summary, status: album.status });
        setPhotos(album.photos);
        setVersion(album.version);
        setLoading(false);
      },
      (e: Error) => {
        setError(e.message);
        setLoading(false);
      },
    );
  }, [api, id, form]);

  const heading = t(albumId ? 'editTitle' : 'addTitle', { type: typeName });
  usePageTitle(heading);
  const draft = useDraft<AlbumDraft>({
    kind: 'album',
    id,
    ready: !loading && !error,
    base: version ?? null,
    collect: () => ({ fields: { ...EMPTY, ...pickLike(EMPTY, form.getFieldsValue(true)) }, photos }),
  });
  const restoreDraft = ({ data, base }: Draft<AlbumDraft>) => {
    form.setFieldsValue({ ...EMPTY, ...pickLike(EMPTY, data.fields) });
    setPhotos(draftPhotos(data.photos));
    // Saved against the draft's version: a newer save makes the lock check refuse it.
    if (albumId && base !== null) setVersion(base);
  };
  /** Every change to the photos goes through here, so autosave hears of it. */
  const editPhotos = (change: (list: AlbumPhoto[]) => AlbumPhoto[]) => {
    setPhotos(change);
    draft.changed();
  };

  const addPhotos = async () => {
    const files = await pick({ limit: 50, fileType: 1 });
    if (files.length > 0) editPhotos((list) => [...list, ...files.map((f) => ({ url: f.url, title: f.name }))].slice(0, CONTENT_LIMITS.albumPhotos));
  };
  const move = (index: number, direction: -1 | 1) =>
    editPhotos((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + direction, 0, item);
      return next;
    });

  const save = async () => {
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
      const result = await api.saveAlbum({ ...values, photos, ...(albumId ? { id: albumId, version } : {}) });
      setAlbumId(result.id);
      setVersion(result.version);
      draft.saved();
      notifier.success(t('saved'));
      navigate('/zhContent/album');
    } catch (e) {
      notifier.error(e instanceof HttpError && e.code === 409 ? CONTENT_MSG.lockConflict : e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  if (error) return <Result status="warning" title={t('notFound')} subTitle={error} extra={<Button onClick={() => navigate('/zhContent/album')}>{t('back')}</Button>} />;
  return (
    <Spin spinning={loading}>
      <DraftBanner keeper={draft} onRestore={restoreDraft} />
      <Form<Fields> form={form} layout="vertical" onValuesChange={draft.changed}>
        <div className="content-edit-grid">
          <Card title={heading} extra={<Button onClick={() => navigate('/zhContent/album')}>{t('back')}</Button>}>
            <Form.Item name="title" label={t('title')} rules={[{ required: true, whitespace: true, message: CONTENT_MSG.titleRequired }]}>
              <Input maxLength={CONTENT_LIMITS.title} showCount placeholder={t('titlePlaceholder')} />
            </Form.Item>
            <Form.Item name="summary" label={t('summary')}>
              <Input.TextArea maxLength={CONTENT_LIMITS.summary} showCount rows={3} />
            </Form.Item>
            <Form.Item label={i18n.t('kernel.common.withCount', { label: t('photos'), count: photos.length })}>
              <Button onClick={addPhotos} disabled={photos.length >= CONTENT_LIMITS.albumPhotos}>
                {t('addPhotos')}
              </Button>
            </Form.Item>
            {photos.length === 0 ? (
              <Empty description={t('noPhotos')} />
            ) : (
              <div className="content-photos" data-testid="album-photos">
                {photos.map((photo, index) => (
                  <div className="content-photo" key={`${photo.url}-${index}`}>
                    <img src={photo.url} alt={photo.title} />
                    <Input
                      size="small"
                      value={photo.title}
                      maxLength={100}
                      aria-label={t('photoTitle')}
                      onChange={(e) => editPhotos((list) => list.map((p, i) => (i === index ? { ...p, title: e.target.value } : p)))}
                    />
                    <div>
                      <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, -1)} aria-label={t("moveUp")} />
                      <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={index === photos.length - 1} onClick={() => move(index, 1)} aria-label={t("moveDown")} />
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => editPhotos((list) => list.filter((_, i) => i !== index))} aria-label={t("removePhoto")} />
                    </div>
                  </div>
                ))}
              </div>
            )}
            {photos.length >= CONTENT_LIMITS.albumPhotos && <Alert type="info" showIcon title={t('photoLimit', { max: CONTENT_LIMITS.albumPhotos })} />}
          </Card>
          <Card>
            <Form.Item name="status" label={t('status')}>
              <Radio.Group optionType="button" options={[{ value: 1, label: i18n.t('content.status.1') }, { value: 0, label: i18n.t('content.status.0') }]} />
            </Form.Item>
            <Form.Item name="category_id" label={t('category')}>
              <CategorySelect type={5} />
            </Form.Item>
            <Form.Item name="cover" label={t('cover')}>
              <CoverField />
            </Form.Item>
          </Card>
        </div>
        <div className="content-actions-bar">
          <DraftStatus keeper={draft} />
          <Button type="primary" onClick={save} loading={saving} disabled={guard.blocked}>
            {t('saveAndBack')}
          </Button>
        </div>
      </Form>
    </Spin>
  );
});
