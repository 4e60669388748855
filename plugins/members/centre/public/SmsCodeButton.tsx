// 获取验证码 with the 60 s countdown (SMS_CODE.resendMs): disabled while counting down or sending; the
// server's refusal (发送过于频繁, 余额不足, 未配置 …) goes to the caller to show.
import { useEffect, useState } from 'react';
import { HttpError, useT } from '../../../../kernel';
import { SMS_CODE } from '../../../../shared/domain/members/centreRules';

export interface SmsCodeButtonProps {
  /** Sends the code; resolves with the seconds to wait before the next one. */
  send(): Promise<{ waitSeconds: number }>;
  /** A refusal before sending (the phone's format) or the server's. */
  onError(message: string): void;
  /** Checks the phone first; a message stops the send. */
  check(): string | null;
}

export function SmsCodeButton({ send, onError, check }: SmsCodeButtonProps) {
  const t = useT();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const click = async () => {
    const problem = check();
    if (problem) return onError(problem);
    setSending(true);
    try {
      const { waitSeconds } = await send();
      setLeft(waitSeconds || SMS_CODE.resendMs / 1000);
    } catch (error) {
      onError(error instanceof HttpError ? error.message : t('kernel.http.network'));
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className="mp-code-button" disabled={left > 0 || sending} onClick={() => void click()}>
      {left > 0 ? t('members.centre.public.resendIn', { n: left }) : sending ? t('members.centre.public.sending') : t('members.centre.public.getCode')}
    </button>
  );
}
