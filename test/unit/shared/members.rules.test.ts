// The members rule book (shared/domain/members): what the member and rank forms tell the operator as
// they type and what ucenterMember/add and rankEdit refuse — account naming, phone, e-mail, the
// password policy (length, letters and digits, not the account, not one of the common passwords),
// 生成随机密码, rank name, level and colour, and the masked phone of an export.
import { webcrypto } from 'node:crypto';
import {
  checkAccount, checkEmail, checkMemberForm, checkPassword, checkPhone, checkRank, checkRankColor, checkRankLevel, checkRankName,
  maskPhone, MEMBER_MSG, normalisePolicy, randomPassword,
} from '../../../shared/domain/members';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../../shared/domain/members/commonPasswords';
import { DEFAULT_PASSWORD_POLICY } from '../../../shared/domain/members/settings';

const fill = (bytes: Uint8Array) => webcrypto.getRandomValues(bytes);

describe('accounts', () => {
  it.each(['abcd', 'a_b1', 'Zhang_Wei_2026', 'a'.repeat(20)])('accepts %s', (account) => expect(checkAccount(account)).toBeNull());
  it.each(['abc', '1abc', '_abc', 'a'.repeat(21), 'ab-cd', 'ab cd', '张伟测试', 'abc<d', ''])('refuses %s', (account) => expect(checkAccount(account)).toBe(MEMBER_MSG.accountFormat));
  it('refuses reserved names in any case', () => {
    expect(checkAccount('Admin', ['admin'])).toBe(MEMBER_MSG.accountReserved);
    expect(checkAccount('admin2', ['admin'])).toBeNull();
  });
});

describe('phone and e-mail', () => {
  it.each(['', '13800138000', '19912345678'])('accepts phone %p', (phone) => expect(checkPhone(phone)).toBeNull());
  it.each(['1380013800', '138001380001', '23800138000', '1380013800a', '+8613800138000'])('refuses phone %p', (phone) => expect(checkPhone(phone)).toBe(MEMBER_MSG.phoneFormat));
  it.each(['', 'a@b.cn', 'Mixed.Case@Example.com'])('accepts e-mail %p', (email) => expect(checkEmail(email)).toBeNull());
  it.each(['plain', 'a@b', 'a b@c.cn', '@c.cn', `${'x'.repeat(250)}@c.cn`])('refuses e-mail %p', (email) => expect(checkEmail(email)).toBe(MEMBER_MSG.emailFormat));
});

describe('the password policy', () => {
  const policy = DEFAULT_PASSWORD_POLICY;
  it('takes a length of min–20 and names the site’s minimum', () => {
    expect(checkPassword('Ab3defg', policy)).toBe('密码长度为8-20位');
    expect(checkPassword('Ab3defgh', policy)).toBeNull();
    expect(checkPassword(`Ab3${'x'.repeat(18)}`, policy)).toBe('密码长度为8-20位');
    expect(checkPassword('Ab3def', { minLength: 6, lettersAndDigits: true })).toBeNull();
    expect(checkPassword('Ab3de', { minLength: 6, lettersAndDigits: true })).toBe('密码长度为6-20位');
  });
  it('asks for letters and digits only when the policy does', () => {
    expect(checkPassword('abcdefghij', policy)).toBe(MEMBER_MSG.passwordMix);
    expect(checkPassword('1357924680', policy)).toBe(MEMBER_MSG.passwordMix);
    expect(checkPassword('zqxwvtbnmk', { minLength: 8, lettersAndDigits: false })).toBeNull();
  });
  it('refuses the account itself and the common passwords, whatever their case', () => {
    expect(checkPassword('Zhang2026x', policy, 'zhang2026X')).toBe(MEMBER_MSG.passwordSimple);
    expect(checkPassword('PASSWORD1', policy)).toBe(MEMBER_MSG.passwordSimple);
    expect(checkPassword('Qwerty123', policy)).toBe(MEMBER_MSG.passwordSimple);
    expect(checkPassword('woaini1314', policy)).toBe(MEMBER_MSG.passwordSimple);
    expect(checkPassword('Qz7kLm29vx', policy, 'someone')).toBeNull();
  });
  it('knows the 1,000 most common passwords (and a few Chinese ones)', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1000);
    expect(COMMON_PASSWORD_COUNT).toBeLessThan(1010);
    for (const p of ['123456', 'password', 'qwerty', 'iloveyou', 'trustno1', 'a123456', 'aa123456']) expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword('Qz7kLm29vx')).toBe(false);
  });
  it('keeps a saved minimum within 6–20', () => {
    expect(normalisePolicy({ minLength: 3 }).minLength).toBe(6);
    expect(normalisePolicy({ minLength: 40 }).minLength).toBe(20);
    expect(normalisePolicy({}).minLength).toBe(8);
  });
});

describe('生成随机密码', () => {
  it('passes the policy, is never the same twice, and has no look-alike characters', () => {
    const seen = new Set<string>();
    for (const minLength of [6, 8, 16, 20]) {
      for (let i = 0; i < 50; i++) {
        const p = randomPassword({ minLength, lettersAndDigits: true }, fill);
        expect(checkPassword(p, { minLength, lettersAndDigits: true })).toBeNull();
        expect(p).not.toMatch(/[0O1lI]/);
        seen.add(p);
      }
    }
    expect(seen.size).toBe(200);
  });
});

describe('ranks', () => {
  it('checks name, level and colour', () => {
    expect(checkRankName('金卡会员')).toBeNull();
    expect(checkRankName('  ')).toBe(MEMBER_MSG.rankNameLength);
    expect(checkRankName('一'.repeat(21))).toBe(MEMBER_MSG.rankNameLength);
    expect(checkRankLevel(1)).toBeNull();
    expect(checkRankLevel(99)).toBeNull();
    for (const level of [0, 100, 1.5, Number.NaN]) expect(checkRankLevel(level)).toBe(MEMBER_MSG.rankLevelRange);
    expect(checkRankColor('#1a2B3c')).toBeNull();
    for (const color of ['red', '#fff', '1a2b3c', '#1a2b3g', '#1a2b3c0']) expect(checkRankColor(color)).toBe(MEMBER_MSG.rankColor);
    expect(checkRank({ name: '', level: 1, color: '#000000' })).toEqual({ field: 'name', message: MEMBER_MSG.rankNameLength });
    expect(checkRank({ name: 'a', level: 0, color: '#000000' })).toEqual({ field: 'level', message: MEMBER_MSG.rankLevelRange });
    expect(checkRank({ name: 'a', level: 1, color: 'x' })).toEqual({ field: 'color', message: MEMBER_MSG.rankColor });
    expect(checkRank({ name: 'a', level: 1, color: '#000000' })).toBeNull();
  });
});

describe('the member form', () => {
  const valid = { account: 'zhangwei', password: 'Qz7kLm29vx', phone: '13800138000', email: 'a@b.cn', rank_id: 3 };
  it('names the first field in trouble', () => {
    expect(checkMemberForm(valid, DEFAULT_PASSWORD_POLICY, true)).toBeNull();
    expect(checkMemberForm({ ...valid, account: '1x' }, DEFAULT_PASSWORD_POLICY, true)?.field).toBe('account');
    expect(checkMemberForm({ ...valid, password: '' }, DEFAULT_PASSWORD_POLICY, true)).toEqual({ field: 'password', message: MEMBER_MSG.passwordRequired });
    expect(checkMemberForm({ ...valid, phone: '123' }, DEFAULT_PASSWORD_POLICY, true)?.field).toBe('phone');
    expect(checkMemberForm({ ...valid, email: 'x' }, DEFAULT_PASSWORD_POLICY, true)?.field).toBe('email');
    expect(checkMemberForm({ ...valid, nickname: 'x'.repeat(51) }, DEFAULT_PASSWORD_POLICY, true)).toEqual({ field: 'nickname', message: MEMBER_MSG.nicknameLength });
    expect(checkMemberForm({ ...valid, remark: 'x'.repeat(501) }, DEFAULT_PASSWORD_POLICY, true)?.field).toBe('remark');
    expect(checkMemberForm({ ...valid, rank_id: undefined }, DEFAULT_PASSWORD_POLICY, true)).toEqual({ field: 'rank_id', message: MEMBER_MSG.rankRequired });
  });
  it('takes no password when editing, but checks one given (a reset)', () => {
    expect(checkMemberForm({ ...valid, password: '' }, DEFAULT_PASSWORD_POLICY, false)).toBeNull();
    expect(checkMemberForm({ ...valid, password: 'zhangwei' }, DEFAULT_PASSWORD_POLICY, false)?.field).toBe('password');
  });
});

describe('exports', () => {
  it('masks a phone as 138****8000', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('')).toBe('');
  });
});
