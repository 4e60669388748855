// SessionService: the X-Token cookie (§9) and its header, staff info in session storage with the
// active site, the 3 s token-change check, the 10 min refresh, sign-out and site switching (§4).
import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction, observableRef } from 'mobx';
import {
  SHELL_API,
  COOKIE,
  TOKEN_CHECK_MS,
  TOKEN_COOKIE,
  TOKEN_REFRESH_MS,
  homePathOf,
  type AccountAuthInfo,
  type AccountInfo,
  type HomeData,
  type LoginResult,
  type PlatformInfo,
  type SiteEntry,
  type StaffInfo,
} from '../../../shared/domain';
import { TOKENS } from '../../tokens';
import type { KernelConfig } from '../../ports/config';
import type { CookieStore } from '../../ports/cookies';
import type { Navigator } from '../../ports/navigator';
import { writeJson, readJson, type KeyValueStore } from '../../ports/storage';
import type { HttpService } from '../http/types';
import type { PreferencesService } from '../preferences/types';
import { clearSessionCookies, readToken } from './sessionCookies';
import { loginLocation } from './loginLocation';
import type { CheckLoginParams, SessionService } from './types';

/** Session-storage key of staff info with the active site (§3). */
export const STAFF_KEY = 'staffInfo';

interface StoredStaff {
  staff: StaffInfo;
  activeSiteId: number | null;
}

@injectable()
export class SessionServiceImpl implements SessionService {
  token: string | undefined;
  account: AccountInfo | null = null;
  staff: StaffInfo | null = null;
  platform: PlatformInfo | null = null;

  constructor(
    @inject(TOKENS.config) private readonly config: KernelConfig,
    @inject(TOKENS.http) private readonly http: HttpService,
    @inject(TOKENS.cookies) private readonly cookies: CookieStore,
    @inject(TOKENS.sessionStorage) private readonly sessionStore: KeyValueStore,
    @inject(TOKENS.navigator) private readonly navigator: Navigator,
    @inject(TOKENS.preferences) private readonly preferences: PreferencesService,
  ) {
    this.token = readToken(cookies);
    this.staff = readJson<StoredStaff>(sessionStore, STAFF_KEY)?.staff ?? null;
    makeObservable(this, { token: observable, account: observableRef, staff: observableRef, platform: observableRef });
  }

  hasSession(): boolean {
    return readToken(this.cookies) !== undefined;
  }

  async loadPlatform(): Promise<PlatformInfo | null> {
    // Written into the page by the server: the same answer, without a round trip.
    if (this.config.platform) return this.adoptPlatform(this.config.platform);
    try {
      return this.adoptPlatform(await this.http.call<PlatformInfo>(SHELL_API.platformInfo, {}, { silent: true }));
    } catch {
      return null;
    }
  }

  private adoptPlatform(platform: PlatformInfo): PlatformInfo {
    if (platform?.loginUrl) this.config.loginPath = platform.loginUrl;
    runInAction(() => {
      this.platform = platform;
    });
    return platform;
  }

  async login(account: string, password: string): Promise<LoginResult> {
    const result = await this.http.call<LoginResult>(SHELL_API.login, { body: { account: account.trim(), password } }, { silent: true });
    this.adoptToken(result.token, result.loginName);
    // Each sign-in is recorded (home/setLoginTime); signing in never waits for it or fails with it.
    this.http.call(SHELL_API.setLoginTime, { body: {} }, { silent: true }).catch(() => undefined);
    return result;
  }

  async loadAuthInfo(): Promise<AccountAuthInfo> {
    const account = this.account ?? (await this.loadAccount());
    return this.http.call<AccountAuthInfo>(account.isDcl ? SHELL_API.accountAuthInfoDcl : SHELL_API.accountAuthInfo, { body: { id: account.id } });
  }

  async loadAccount(activeSiteId?: number | PromiseLike<number | undefined>): Promise<AccountInfo> {
    let account = await this.http.call<AccountInfo>(SHELL_API.accountInfo);
    if (account.isDcl) account = await this.http.call<AccountInfo>(SHELL_API.accountInfoDcl);
    // The active site may still be on its way (the shell asks for both at once).
    const siteId = await activeSiteId;
    const staff: StaffInfo = {
      nickName: account.nickName,
      loginName: account.loginName,
      avatarUrl: account.avatarUrl,
      loginBizType: account.loginBizType,
      accountType: account.accountType,
    };
    const previous = readJson<StoredStaff>(this.sessionStore, STAFF_KEY);
    writeJson(this.sessionStore, STAFF_KEY, { staff, activeSiteId: siteId ?? previous?.activeSiteId ?? null } satisfies StoredStaff);
    this.preferences.update({ isCompetition: account.isCompetition });
    runInAction(() => {
      this.account = account;
      this.staff = staff;
    });
    return account;
  }

  async logout(): Promise<void> {
    try {
      await this.http.call(SHELL_API.logout, {}, { silent: true });
    } catch {
      // Signing out locally must work even when the server is unreachable.
    }
    clearSessionCookies(this.cookies, this.config.host);
    this.sessionStore.clear();
    this.preferences.clearSessionValues();
    runInAction(() => {
      this.token = undefined;
      this.account = null;
      this.staff = null;
    });
    // A full page load of the login page (§4: logout reloads), without ?redirect=: the next person
    // to sign in on this browser starts at their own home, not at the page the last one left.
    this.navigator.assign(loginLocation(this.config.loginPath, '/'));
  }

  startWatching(): () => void {
    let checking = false;
    const check = setInterval(async () => {
      const current = readToken(this.cookies);
      if (current === this.token || checking) return;
      checking = true;
      try {
        const valid = current ? await this.http.call<boolean>(SHELL_API.checkUserToken, { query: { token: current } }, { silent: true }) : false;
        if (valid === false) this.navigator.reload();
        else
          runInAction(() => {
            this.token = current;
          });
      } catch {
        // A failed check is retried on the next tick.
      } finally {
        checking = false;
      }
    }, TOKEN_CHECK_MS);
    const refresh = setInterval(() => {
      const token = readToken(this.cookies);
      if (token) this.http.call(SHELL_API.refreshToken, { body: { token } }, { silent: true }).catch(() => undefined);
    }, TOKEN_REFRESH_MS);
    return () => {
      clearInterval(check);
      clearInterval(refresh);
    };
  }

  switchSite(siteId: number): void {
    const token = readToken(this.cookies) ?? '';
    const loginName = this.staff?.loginName ?? this.cookies.get(COOKIE.loginName) ?? '';
    const query = new URLSearchParams({ token, login_name: loginName, domain_id: String(siteId) });
    this.navigator.assign(`/login/checklogin?${query.toString()}`);
  }

  async completeCheckLogin(params: CheckLoginParams): Promise<string> {
    if (!params.token) throw new Error('missing token');
    const valid = await this.http.call<boolean>(SHELL_API.checkUserToken, { query: { token: params.token } }, { silent: true });
    if (valid !== true) throw new Error('invalid token');
    this.adoptToken(params.token, params.login_name);
    let siteId: number;
    let siteType;
    if (params.domain_id !== undefined && params.domain_id !== '') {
      const site = await this.http.call<SiteEntry>(SHELL_API.siteActive, { query: { twebId: Number(params.domain_id) } });
      siteId = site.id;
      siteType = site.siteType;
    } else {
      const home = await this.http.call<HomeData>(SHELL_API.homeData);
      siteId = home.twebId;
      siteType = home.siteType;
    }
    await this.loadAccount(siteId);
    return homePathOf(siteType);
  }

  private adoptToken(token: string, loginName?: string): void {
    const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
    this.cookies.set(TOKEN_COOKIE, token, { sameSite: 'Lax', secure });
    if (loginName) this.cookies.set(COOKIE.loginName, loginName, { sameSite: 'Lax', secure });
    runInAction(() => {
      this.token = token;
    });
  }
}
