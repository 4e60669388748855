// One push to Baidu, whoever asks (推送所选, the 推送全部未推送 task, 自动推送 on publish), and what
// it leaves behind. Answered by Baidu: each URL's state (taken, not this site's, not valid) and a
// log line, in one transaction. Failed:
//   - push service unconfigured, no key, no domain → the refusal, nothing recorded;
//   - 百度推送准入密钥无效 → nothing recorded for an operator, who reads it at once; a log line for
//     自动推送, whose failure nobody would see otherwise;
//   - Baidu or the network failing (5xx, timeout, garbage) → a log line with the Chinese reason;
//   - cancelled → nothing recorded.
import { BAIDU_MSG, type BaiduPushResult, type PushSource } from '../../../../shared/domain/seo/baidu';
import { ApiError, isApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { PROVIDER_FAILED_CODE } from '../../../core/providers/errors';
import { PushTokenRefused } from '../../../core/providers/push';
import { addressOf, type LiveRecord } from './records';
import { addLog, pushDomain, recordPushes, settingsOf, type PushOutcome } from './store';

export interface PushTarget {
  /** Baidu's site parameter: https://<the push domain>. */
  site: string;
  domain: string;
  token: string;
}

export interface PushWho {
  source: PushSource;
  accountId: number | null;
  taskId: number | null;
}

/** What a push needs before anything is sent: the service, the key and a domain (refusals change nothing). */
export async function pushTarget(deps: AppDeps, siteId: number): Promise<PushTarget> {
  deps.providers.get('push');
  const settings = await settingsOf(deps.db, siteId);
  if (!settings.token) throw new ApiError(409, BAIDU_MSG.noToken);
  const { domain } = await pushDomain(deps.db, siteId, settings.domain);
  if (!domain) throw new ApiError(409, BAIDU_MSG.noDomain);
  return { site: `https://${domain}`, domain, token: settings.token };
}

/** Pushes the records' addresses (≤ 2,000) and records the outcome; throws the refusal otherwise. */
export async function pushRecords(deps: AppDeps, siteId: number, target: PushTarget, records: readonly LiveRecord[], who: PushWho, signal?: AbortSignal): Promise<BaiduPushResult> {
  const urls = records.map((r) => addressOf(r, target.domain));
  const log = (entry: Partial<Parameters<typeof addLog>[2]>) => addLog(deps.db, siteId, {
    ...who, sent: urls.length, success: 0, remain: null, notSameSite: [], notValid: [], error: '', ...entry,
  }, deps.now());
  let answer;
  try {
    answer = await deps.providers.get('push').push({ site: target.site, token: target.token, urls, signal });
  } catch (err) {
    const logged = isApiError(err) && (err instanceof PushTokenRefused ? who.source === 'auto' : err.apiCode === PROVIDER_FAILED_CODE);
    if (logged) await log({ error: (err as ApiError).message });
    throw err;
  }
  const sameSite = new Set(answer.notSameSite);
  const valid = new Set(answer.notValid);
  const outcomes = records.map((r, i): PushOutcome => ({
    kind: r.kind, id: r.id, url: urls[i], state: sameSite.has(urls[i]) ? 'notSameSite' : valid.has(urls[i]) ? 'notValid' : 'pushed',
  }));
  // Over quota: nothing was taken, so no address changes state; the log says why.
  const taken = answer.success > 0 || answer.remain !== 0;
  await deps.db.transaction().execute(async (trx) => {
    if (taken) await recordPushes(trx, siteId, outcomes, deps.now());
    await addLog(trx, siteId, {
      ...who, sent: urls.length, success: answer.success, remain: answer.remain, notSameSite: answer.notSameSite, notValid: answer.notValid,
      error: taken ? '' : BAIDU_MSG.quotaSpent,
    }, deps.now());
  });
  return { sent: urls.length, ...answer };
}
