// The public form page (/form/lead/:id, /form/data/:id): what a site's visitor sees. Light on
// purpose (no antd). It checks the answers with the same rule book as the server before posting,
// and shows the server's message when the server refuses.
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { HttpError, TOKENS, useService } from '../../../kernel';
import type { PublicFormDefinition } from '../../../shared/domain';
import { checkSubmission, dataFormSubmissionItems, fillableItems, type DataFormItem, type FormItem, type LeadFormFields } from '../../../shared/domain/forms';
import { FormsApi } from '../api';
import { FieldInput, type FieldValue } from './FieldInput';
import './public.css';

type Phase = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; definition: PublicFormDefinition } | { kind: 'done' };

function itemsOf(definition: PublicFormDefinition): { items: FormItem[]; buttonName?: string; textAlign: string } {
  const parsed = JSON.parse(definition.fields) as LeadFormFields | DataFormItem[];
  if (definition.kind === 'data') return { items: dataFormSubmissionItems(parsed as DataFormItem[]), textAlign: 'left' };
  const lead = parsed as LeadFormFields;
  return { items: lead.contentList, buttonName: lead.buttonName, textAlign: lead.textAlign };
}

const PublicFormPage = observer(function PublicFormPage() {
  const http = useService(TOKENS.http);
  const i18n = useService(TOKENS.i18n);
  const api = useMemo(() => new FormsApi(http), [http]);
  const params = useParams();
  const kind = params.kind === 'data' ? 'data' : 'lead';
  const id = Number(params.id);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`forms.public.${key}`, p);

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) {
      setPhase({ kind: 'missing' });
      return;
    }
    api.definition(kind, id).then(
      (definition) => {
        setPhase({ kind: 'ready', definition });
        document.title = definition.title;
      },
      () => setPhase({ kind: 'missing' }),
    );
  }, [api, kind, id]);

  if (phase.kind === 'loading') return <main className="pf-page" aria-busy="true" />;
  if (phase.kind === 'missing') {
    return (
      <main className="pf-page">
        <div className="pf-card pf-message" role="alert">
          {t('notFound')}
        </div>
      </main>
    );
  }
  if (phase.kind === 'done') {
    return (
      <main className="pf-page">
        <div className="pf-card pf-message" role="status">
          <p className="pf-success">{t('success')}</p>
          <button type="button" className="pf-button" onClick={() => { setValues({}); setPhase({ kind: 'loading' }); void api.definition(kind, id).then((d) => setPhase({ kind: 'ready', definition: d }), () => setPhase({ kind: 'missing' })); }}>
            {t('again')}
          </button>
        </div>
      </main>
    );
  }

  const { definition } = phase;
  const { items, buttonName, textAlign } = itemsOf(definition);
  const shown = items.filter((i) => i.show);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const answers = Object.fromEntries(Object.entries(values).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== '')));
    const checked = checkSubmission(items, answers);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await api.submit(kind, id, checked.values);
      setPhase({ kind: 'done' });
    } catch (error) {
      setProblem({ field: null, message: error instanceof HttpError ? error.message : i18n.t('kernel.http.network') });
    } finally {
      setSending(false);
    }
  };

  return (
    <main className="pf-page">
      <form className="pf-card" onSubmit={submit} noValidate aria-labelledby="pf-title">
        <h1 id="pf-title" className="pf-title">
          {definition.title}
        </h1>
        {problem && !problem.field && (
          <div className="pf-alert" role="alert">
            {problem.message}
          </div>
        )}
        {shown.map((item) =>
          item.type === 'text' ? (
            <section key={item.name || item.id} className="pf-text">
              {item.mainTitle && <h2>{item.mainTitle}</h2>}
              {item.subtitle && <p>{item.subtitle}</p>}
            </section>
          ) : (
            <FieldInput
              key={item.name}
              item={item}
              value={values[item.name]}
              error={problem?.field === item.name ? problem.message : undefined}
              onChange={(value) => setValues((v) => ({ ...v, [item.name]: value }))}
            />
          ),
        )}
        <div className="pf-actions" style={{ textAlign: textAlign as 'left' | 'center' | 'right' }}>
          <button type="submit" className="pf-button" disabled={sending || fillableItems(items).length === 0}>
            {sending ? t('submitting') : buttonName || t('submit')}
          </button>
        </div>
        <p className="pf-footer">{t('poweredBy', { site: definition.siteName })}</p>
      </form>
    </main>
  );
});

export default PublicFormPage;
