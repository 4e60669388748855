// 我已阅读并同意《用户协议》和《隐私政策》: the checkbox (when 注册时必须勾选) and each document in a native
// <dialog> (its HTML was sanitised by the server before it was stored).
import { useRef, useState } from 'react';
import { useT } from '../../../../kernel';

export interface AgreementProps {
  agreement: string;
  privacy: string;
  /** Show the checkbox (注册时必须勾选); otherwise the documents are only linked. */
  mustAgree: boolean;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
}

export function Agreement({ agreement, privacy, mustAgree, checked, onChange, error }: AgreementProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState<'agreement' | 'privacy'>('agreement');
  if (!agreement && !privacy) return null;
  const open = (which: 'agreement' | 'privacy') => {
    setShown(which);
    dialog.current?.showModal?.();
  };
  const links = (
    <>
      {agreement && <button type="button" className="mp-link" onClick={() => open('agreement')}>《{t('members.centre.privacy.agreement')}》</button>}
      {agreement && privacy && t('members.centre.public.and')}
      {privacy && <button type="button" className="mp-link" onClick={() => open('privacy')}>《{t('members.centre.privacy.privacy')}》</button>}
    </>
  );
  return (
    <div className={`mp-agree${error ? ' mp-field-error' : ''}`}>
      {mustAgree ? (
        <label className="mp-check">
          <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={error ? true : undefined} />
          <span>{t('members.centre.public.agreePrefix')}</span>
        </label>
      ) : (
        <span>{t('members.centre.public.readPrefix')}</span>
      )}
      {links}
      {error && <span className="mp-error" role="alert">{error}</span>}
      <dialog ref={dialog} className="mp-dialog" aria-label={t(`members.centre.privacy.${shown}`)}>
        <h2>{t(`members.centre.privacy.${shown}`)}</h2>
        <div className="mp-document" dangerouslySetInnerHTML={{ __html: shown === 'agreement' ? agreement : privacy }} />
        <form method="dialog">
          <button type="submit" className="mp-button">{t('members.centre.public.close')}</button>
        </form>
      </dialog>
    </div>
  );
}
