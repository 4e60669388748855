// /zhContent/addrecruit?id= (the menu highlights 招聘管理): a new job starts from the server's
// defaults (jobDefaults), an existing one from jobDetail. Title (required, ≤100), department,
// place, openings (0 = 若干), salary, education, experience, closing date, the hiring switch and
// the rich-text description. Saving is click-guarded (§5); the server's refusals are shown.
// Autosaved as a local draft like articles. A job's save has no version check, so a draft written
// before the job's last change is restored only after the operator confirms overwriting it.
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Result, Spin, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import { HttpError, TOKENS, useClickGuard, usePageTitle, useService } from '../../../../kernel';
import { CONTENT_LIMITS, type Job, type JobSaveRequest } from '../../../../shared/domain';
import { LazyRichTextEditor, type RichTextEditorApi } from '../../../../shared/ui/editor';
import { DraftBanner, DraftStatus, pickLike, useDraft, type Draft } from '../../../../shared/ui/draft';
import { CONTENT_API } from '../../tokens';
import { useRecruitT } from './recruitText';
import './recruit.css';

type Fields = Omit<JobSaveRequest, 'id' | 'content'>;

const LIST_PATH = '/zhContent/recruitlist';
/** Lengths of the short text fields, as the server accepts them. */
const MAX_LEN = { department: 50, place: 100, salary: 50, education: 20, experience: 20 } as const;
const DATE_FORMAT = 'YYYY-MM-DD';

const EMPTY: Fields = { title: '', department: '', place: '', number: 1, salary: '', education: '', experience: '', enabled: true, end_date: '' };

/** What a draft of a job holds: the form and the description. */
interface JobDraft {
  fields: Fields;
  content: string;
}

/** Keeps only the fields a save sends, with the types the contract names. */
function fieldsOf(source: Partial<JobSaveRequest> | Job): Fields {
  const pick = <K extends keyof Fields>(key: K): Fields[K] => (source[key] === undefined || source[key] === null ? EMPTY[key] : (source[key] as Fields[K]));
  return {
    title: pick('title'),
    department: pick('department'),
    place: pick('place'),
    // §5 number input: empty becomes 0 (若干).
    number: source.number === undefined ? EMPTY.number : Math.max(0, Math.trunc(Number(source.number) || 0)),
    salary: pick('salary'),
    education: pick('education'),
    experience: pick('experience'),
    enabled: Boolean(pick('enabled')),
    end_date: pick('end_date'),
  };
}

const JobEditPage = observer(function JobEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null ? undefined : /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : NaN;
  return <JobForm key={raw ?? 'new'} id={id} />;
});

const JobForm = observer(function JobForm({ id }: { id: number | undefined }) {
  const api = useService(CONTENT_API);
  const notifier = useService(TOKENS.notifier);
  const t = useRecruitT();
  const navigate = useNavigate();
  const guard = useClickGuard();
  const [form] = Form.useForm<Fields>();
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [initialContent, setInitialContent] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const editor = useRef<RichTextEditorApi | null>(null);
  // When the loaded job was last changed: the version a draft of it stands on.
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  // Bumped to put a restored description into a fresh editor.
  const [editorGeneration, setEditorGeneration] = useState(0);
  const editing = id !== undefined;
  const heading = t(editing ? 'editTitle' : 'addTitle');
  usePageTitle(heading);

  const draft = useDraft<JobDraft>({
    kind: 'job',
    id: editing && !Number.isNaN(id) ? id : undefined,
    ready: !loading && !loadError,
    base: updatedAt,
    collect: () => ({ fields: fieldsOf({ ...EMPTY, ...pickLike(EMPTY, form.getFieldsValue(true)) }), content: editor.current?.getHtml() ?? content }),
  });
  const restoreDraft = ({ data }: Draft<JobDraft>) => {
    const html = typeof data.content === 'string' ? data.content : '';
    form.setFieldsValue(fieldsOf({ ...EMPTY, ...pickLike(EMPTY, data.fields) }));
    setContent(html);
    setInitialContent(html);
    setEditorGeneration((n) => n + 1);
  };

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        if (id !== undefined && Number.isNaN(id)) throw new Error(t('notFound'));
        let source: Partial<JobSaveRequest> | Job;
        if (id !== undefined) {
          source = await api.job(id);
          if (!source || typeof source !== 'object' || !('title' in source)) throw new Error(t('notFound'));
        } else {
          // The server's defaults for a new job; without them the form's own.
          source = await api.jobDefaults().catch(() => ({}));
        }
        if (cancelled) return;
        form.setFieldsValue(fieldsOf(source ?? {}));
        if (id !== undefined && 'updated_at' in source && Number(source.updated_at) > 0) setUpdatedAt(Number(source.updated_at));
        const html = typeof source?.content === 'string' ? source.content : '';
        setContent(html);
        setInitialContent(html);
      } catch (error) {
        if (!cancelled) setLoadError(error instanceof Error ? error.message : String(error));
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, id]);

  const save = async () => {
    if (guard.blocked || saving) return;
    let values: Fields;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    // onChange is debounced: read what is in the editor right now.
    const html = editor.current ? editor.current.getHtml() : content;
    if (html.length > CONTENT_LIMITS.content) {
      notifier.error(t('contentTooLong'));
      return;
    }
    guard.trigger();
    setSaving(true);
    setSaveError(null);
    try {
      const request: JobSaveRequest = { ...fieldsOf(values), title: values.title.trim(), content: html, ...(editing ? { id } : {}) };
      await api.saveJob(request);
      draft.saved();
      notifier.success(t('saved'));
      navigate(LIST_PATH);
    } catch (error) {
      const message = error instanceof HttpError || error instanceof Error ? error.message : String(error);
      setSaveError(message);
      notifier.error(t('saveFailed', { message }));
    } finally {
      setSaving(false);
    }
  };

  if (loadError) {
    return <Result status="warning" title={t('notFound')} subTitle={loadError === t('notFound') ? undefined : loadError} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>} />;
  }

  return (
    <Spin spinning={loading}>
      <DraftBanner keeper={draft} onRestore={restoreDraft} confirmStale />
      <Form<Fields> form={form} layout="vertical" initialValues={EMPTY} className="recruit-edit-form" onValuesChange={draft.changed}>
        {saveError && <Alert type="error" showIcon closable title={t('saveFailed', { message: saveError })} onClose={() => setSaveError(null)} className="recruit-alert" />}
        <div className="recruit-edit-grid">
          <Card title={heading} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>}>
            <Form.Item
              name="title"
              label={t('jobTitle')}
              rules={[
                { required: true, whitespace: true, message: t('titleRequired') },
                { max: CONTENT_LIMITS.jobTitle, message: t('titleTooLong', { max: CONTENT_LIMITS.jobTitle }) },
              ]}
            >
              <Input maxLength={CONTENT_LIMITS.jobTitle} showCount placeholder={t('titlePlaceholder')} />
            </Form.Item>
            <div className="recruit-edit-row">
              <Form.Item name="department" label={t('department')}>
                <Input maxLength={MAX_LEN.department} />
              </Form.Item>
              <Form.Item name="place" label={t('place')}>
                <Input maxLength={MAX_LEN.place} />
              </Form.Item>
              <Form.Item name="salary" label={t('salary')}>
                <Input maxLength={MAX_LEN.salary} />
              </Form.Item>
            </div>
            <Form.Item label={t('description')}>
              {initialContent !== null && (
                <LazyRichTextEditor
                  key={editorGeneration}
                  value={initialContent}
                  onChange={(html) => {
                    setContent(html);
                    draft.changed();
                  }}
                  onReady={(api) => (editor.current = api)}
                  height={420}
                  aria-label={t('description')}
                />
              )}
            </Form.Item>
          </Card>
          <Card>
            <Form.Item name="enabled" label={t('enabled')} valuePropName="checked" extra={t('enabledHint')}>
              <Switch checkedChildren={t('enabledOn')} unCheckedChildren={t('enabledOff')} />
            </Form.Item>
            <Form.Item name="number" label={t('number')} extra={t('numberHint')}>
              <InputNumber min={0} max={9999} precision={0} className="recruit-full" />
            </Form.Item>
            <Form.Item name="education" label={t('education')}>
              <Input maxLength={MAX_LEN.education} />
            </Form.Item>
            <Form.Item name="experience" label={t('experience')}>
              <Input maxLength={MAX_LEN.experience} />
            </Form.Item>
            <Form.Item
              name="end_date"
              label={t('endDate')}
              extra={t('endDateHint')}
              getValueProps={(value: string) => ({ value: value && dayjs(value).isValid() ? dayjs(value) : null })}
              normalize={(value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : '')}
            >
              <DatePicker className="recruit-full" format={DATE_FORMAT} />
            </Form.Item>
          </Card>
        </div>
        <div className="recruit-actions-bar">
          <DraftStatus keeper={draft} />
          <Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>
          <Button type="primary" onClick={save} loading={saving} disabled={guard.blocked}>
            {t('save')}
          </Button>
        </div>
      </Form>
    </Spin>
  );
});

export default JobEditPage;
