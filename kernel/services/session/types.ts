import type { AccountAuthInfo, AccountInfo, LoginResult, PlatformInfo, StaffInfo } from '../../../shared/domain';

export interface CheckLoginParams {
  token: string;
  login_name?: string;
  domain_id?: string | number;
}

export interface SessionService {
  /** The token this page is working with (compared with the cookie every 3 s). */
  readonly token: string | undefined;
  readonly account: AccountInfo | null;
  readonly staff: StaffInfo | null;
  readonly platform: PlatformInfo | null;
  hasSession(): boolean;
  /** Public platform info: login address for this host, help-centre addresses, product hosts. */
  loadPlatform(): Promise<PlatformInfo | null>;
  login(account: string, password: string): Promise<LoginResult>;
  /**
   * Account info (the dcl variant for dcl accounts) → staff info in session storage, with the
   * active site (which may still be loading: the account is asked for meanwhile).
   */
  loadAccount(activeSiteId?: number | PromiseLike<number | undefined>): Promise<AccountInfo>;
  /** The account's keys, entitlements and its company's real-name state (the dcl variant for dcl accounts). */
  loadAuthInfo(): Promise<AccountAuthInfo>;
  /** Signs out on the server, clears the §4 cookies and stored state, and reloads. */
  logout(): Promise<void>;
  /** Starts the 3 s token-change check and the 10 min refresh; returns a stop function. */
  startWatching(): () => void;
  /** §2 route behaviour 6: site switching goes through /login/checklogin. */
  switchSite(siteId: number): void;
  /** What /login/checklogin does: adopt the token, activate the site; answers where to go next. */
  completeCheckLogin(params: CheckLoginParams): Promise<string>;
}
