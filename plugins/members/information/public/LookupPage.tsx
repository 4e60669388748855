// A visitor's lookup (/lookup/:siteId/:id): light on purpose (no antd). The condition inputs,
// checked by the same rule book as the server (精确匹配 needs every condition, 模糊匹配 one of at
// least two characters), then ≤ 20 results of the 结果显示 fields in a table, or the lookup's 无结果提示.
// The server's refusals are shown as it words them: 该查询暂未开放, 请登录会员后查询 (with the
// site's member sign-in), 您的会员等级无权查询, 请求过于频繁.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { HttpError, TOKENS, useService } from '../../../../kernel';
import { checkLookupInput, INFO_LIMITS, INFO_MSG, type InfoField, type PublicLookupForm, type PublicLookupResult } from '../../../../shared/domain/members';
import { loadRadarBeacon } from '../../radar/beacon';
import { InformationApi } from '../api';
import { FieldValue } from '../components/FieldValue';
import './lookup.css';

type Phase = { kind: 'loading' } | { kind: 'missing'; message: string } | { kind: 'ready'; form: PublicLookupForm };

/** The rule book's view of the public definition: conditions as fields. */
function conditionFields(form: PublicLookupForm): InfoField[] {
  return form.conditions.map((c) => ({ ...c, condition: true, shown: false, required: form.degree === 'exact' }));
}

export default function LookupPage() {
  const http = useService(TOKENS.http);
  const i18n = useService(TOKENS.i18n);
  const api = useMemo(() => new InformationApi(http), [http]);
  const params = useParams();
  const siteId = Number(params.siteId);
  const id = Number(params.id);
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`members.info.lookup.${key}`, p);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ field?: string; message: string; login?: boolean } | null>(null);
  const [result, setResult] = useState<PublicLookupResult | null>(null);
  const [sending, setSending] = useState(false);

  // The business radar sees visitors who look things up (nothing is stored while it is closed).
  useEffect(() => loadRadarBeacon(siteId), [siteId]);
  useEffect(() => {
    if (![siteId, id].every((n) => Number.isInteger(n) && n > 0)) {
      setPhase({ kind: 'missing', message: INFO_MSG.queryNotFound });
      return;
    }
    let live = true;
    api.publicForm(siteId, id).then(
      (form) => {
        if (!live) return;
        setPhase({ kind: 'ready', form });
        document.title = form.title;
      },
      (error) => live && setPhase({ kind: 'missing', message: error instanceof HttpError ? error.message : t('notFound') }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, siteId, id]);

  if (phase.kind === 'loading') return <main className="lk-page" aria-busy="true" />;
  if (phase.kind === 'missing') {
    return (
      <main className="lk-page">
        <div className="lk-card lk-message" role="alert">{phase.message}</div>
      </main>
    );
  }
  const { form } = phase;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const check = checkLookupInput(form.degree, conditionFields(form), values);
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      setResult(await api.lookup(siteId, id, Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''))));
    } catch (error) {
      setResult(null);
      const message = error instanceof HttpError ? error.message : i18n.t('kernel.http.network');
      const field = error instanceof HttpError ? (error.data as { field?: string } | null)?.field : undefined;
      setProblem({ message, field, login: message === INFO_MSG.memberOnly });
    } finally {
      setSending(false);
    }
  };

  return (
    <main className="lk-page">
      <div className="lk-card">
        <form onSubmit={submit} noValidate aria-labelledby="lk-title">
          <h1 id="lk-title" className="lk-title">{form.title}</h1>
          {form.permission !== 'all' && (
            <p className="lk-hint">
              {t('memberHint')} · <Link to={`/member/${siteId}/login`} className="lk-link">{t('login')}</Link>
            </p>
          )}
          <p className="lk-hint">{t(form.degree === 'exact' ? 'hintExact' : 'hintFuzzy')}</p>
          {problem && !problem.field && (
            <div className="lk-alert" role="alert">
              {problem.message}
              {problem.login && <> · <Link to={`/member/${siteId}/login`} className="lk-link">{t('login')}</Link></>}
            </div>
          )}
          <div className="lk-fields">
            {form.conditions.map((c) => {
              const error = problem?.field === c.key ? problem.message : undefined;
              return (
                <label key={c.key} className={`lk-field${error ? ' lk-field-error' : ''}`}>
                  <span className="lk-label">{c.name}{form.degree === 'exact' && <span className="lk-required" aria-hidden>*</span>}</span>
                  <input
                    className="lk-input"
                    name={c.key}
                    value={values[c.key] ?? ''}
                    maxLength={INFO_LIMITS.url}
                    placeholder={c.type === 'date' ? '2026-01-31' : t('required', { name: c.name })}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => setValues((v) => ({ ...v, [c.key]: e.target.value }))}
                  />
                  {error && <span className="lk-error" role="alert">{error}</span>}
                </label>
              );
            })}
          </div>
          <button type="submit" className="lk-button" disabled={sending}>{sending ? t('searching') : t('submit')}</button>
        </form>
        {result && (
          <section className="lk-results" aria-live="polite" aria-label={t('results')}>
            {result.rows.length === 0 ? (
              <p className="lk-empty" role="status">{result.noResult}</p>
            ) : (
              <>
                <h2 className="lk-subtitle">{t('results')}</h2>
                <div className="lk-table-wrap">
                  <table className="lk-table">
                    <thead>
                      <tr>{form.columns.map((c) => <th key={c.key} scope="col">{c.name}</th>)}</tr>
                    </thead>
                    <tbody>
                      {result.rows.map((row, i) => (
                        <tr key={i}>{form.columns.map((c) => <td key={c.key}><FieldValue type={c.type} value={row[c.key] ?? ''} /></td>)}</tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {result.more && <p className="lk-hint">{t('more')}</p>}
              </>
            )}
          </section>
        )}
        <p className="lk-footer">{form.siteName}</p>
      </div>
    </main>
  );
}
