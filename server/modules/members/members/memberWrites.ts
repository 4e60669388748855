// Writing a member (ucenterMember/add with or without id): the shared rule book first, then one
// transaction that stores the row and its 变更记录; uniqueness (account, phone, e-mail) is the
// database's, answered in the rule book's words. A password reset or a disable signs the member
// out everywhere (voidMemberSessions).
import { accountKey, checkMemberForm, normalisePolicy } from '../../../../shared/domain/members';
import { MEMBER_STATUS_TEXT, type MemberRow, type MemberSaveRequest } from '../../../../shared/domain/members/memberApi';
import { MEMBER_SOURCE, MEMBER_STATUS, type MemberStatus } from '../../../../shared/domain/members/settings';
import { ApiError } from '../../../core/http/envelope';
import { hashPassword, type ScryptParams } from '../../../core/services/passwords';
import { recordMemberChanges, type FieldChange, type MemberActor } from '../core/changes';
import { voidMemberSessions } from '../core/memberSession';
import { loadMemberSettings } from '../core/settings';
import { memberOf, rankNotFound, rankOf, toMemberRow, withClashes, type Db, type MemberDbRow } from './records';

/** The fields 变更记录 follows, as they are compared (status as its text, the rank by its name). */
interface Tracked {
  account: string;
  phone: string;
  email: string;
  nickname: string;
  real_name: string;
  company: string;
  rank: string;
  status: string;
  remark: string;
}

const TRACKED: readonly (keyof Tracked)[] = ['account', 'phone', 'email', 'nickname', 'real_name', 'company', 'rank', 'status', 'remark'];

function tracked(m: Pick<MemberDbRow, 'account' | 'phone' | 'email' | 'nickname' | 'real_name' | 'company' | 'remark'>, rankName: string, status: number): Tracked {
  return { account: m.account, phone: m.phone, email: m.email, nickname: m.nickname, real_name: m.real_name, company: m.company, rank: rankName, status: MEMBER_STATUS_TEXT[status as MemberStatus] ?? String(status), remark: m.remark };
}

export function changesBetween(before: Tracked | null, after: Tracked): FieldChange[] {
  return TRACKED.map((field) => ({ field, before: before ? before[field] : '', after: after[field] }))
    .filter((c) => String(c.before) !== String(c.after));
}

export interface SaveOutcome {
  row: MemberRow;
  /** For the operation log: 新增会员「a」（12） / 修改会员「a」（12）：手机、等级. */
  detail: string;
}

/** Adds or edits one member of the site, as the operator asks. */
export async function saveMember(
  db: Db, siteId: number, input: MemberSaveRequest, actor: MemberActor, o: { now: number; hashing: ScryptParams },
): Promise<SaveOutcome> {
  const adding = input.id === undefined;
  const values = {
    account: input.account.trim(), phone: (input.phone ?? '').trim(), email: (input.email ?? '').trim().toLowerCase(),
    nickname: (input.nickname ?? '').trim(), real_name: (input.real_name ?? '').trim(), company: (input.company ?? '').trim(), remark: (input.remark ?? '').trim(),
  };
  const settings = await loadMemberSettings(db, siteId);
  const problem = checkMemberForm({ ...values, password: input.password ?? '', rank_id: input.rank_id }, normalisePolicy(settings.register.password), adding);
  if (problem) throw new ApiError(400, problem.message, { field: problem.field });
  // Hashing takes a while: before the transaction, never inside it.
  const passwordHash = input.password ? await hashPassword(input.password, o.hashing) : null;

  return withClashes(() => db.transaction().execute(async (trx) => {
    const rank = await rankOf(trx, siteId, input.rank_id);
    const current = input.id === undefined ? null : await memberOf(trx, siteId, input.id);
    const row = { ...values, account_key: accountKey(values.account), rank_id: rank.id, status: input.status, updated_at: o.now };
    let saved: MemberDbRow;
    if (!current) {
      saved = await trx.insertInto('members').values({
        site_id: siteId, ...row, password_hash: passwordHash!, source: MEMBER_SOURCE.console, session_version: 1,
        registered_at: o.now, last_login_at: null, last_login_ip: '', created_at: o.now,
      }).returningAll().executeTakeFirstOrThrow();
    } else {
      await trx.updateTable('members').set({ ...row, ...(passwordHash ? { password_hash: passwordHash } : {}) })
        .where('id', '=', current.id).where('site_id', '=', siteId).execute();
      saved = { ...current, ...row, ...(passwordHash ? { password_hash: passwordHash } : {}) };
      const signOut = passwordHash !== null || (input.status !== MEMBER_STATUS.active && current.status === MEMBER_STATUS.active);
      if (signOut) {
        await voidMemberSessions(trx, current.id);
        saved.session_version = current.session_version + 1;
      }
    }
    const beforeRank = current ? (current.rank_id === rank.id ? rank.name : (await trx.selectFrom('member_ranks').select('name').where('id', '=', current.rank_id).executeTakeFirst())?.name ?? '') : '';
    const changes = changesBetween(current ? tracked(current, beforeRank, current.status) : null, tracked(saved, rank.name, saved.status));
    if (passwordHash) changes.push({ field: 'password', before: '', after: '' });
    await recordMemberChanges(trx, siteId, saved.id, actor, changes, o.now);
    const label = `会员「${saved.account}」（${saved.id}）`;
    const detail = current ? `修改${label}${changes.length ? `：${changes.map((c) => c.field).join('、')}` : ''}` : `新增${label}`;
    return { row: toMemberRow(saved, rank), detail };
  }), rankNotFound);
}

