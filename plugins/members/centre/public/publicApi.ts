// The visitors' member calls (sitePlugin/member/*). All silent: the page shows each refusal beside its
// form, in the server's words; the member cookie travels by itself (HttpOnly, same origin).
import type { HttpService } from '../../../../kernel';
import { API } from '../../../../shared/domain/api/endpoints';
import type {
  MemberLoginRequest,
  MemberProfileSaveRequest,
  MemberPublicConfig,
  MemberRecoverRequest,
  MemberRegisterRequest,
  MemberSmsSendRequest,
  PublicMember,
} from '../../../../shared/domain/members/centreApi';

const SILENT = { silent: true } as const;

export class MemberPublicApi {
  constructor(private readonly http: HttpService) {}

  config(siteId: number) {
    return this.http.call<MemberPublicConfig>(API.memberPublicConfig, { query: { siteId } }, SILENT);
  }
  register(request: MemberRegisterRequest) {
    return this.http.call<{ pending: boolean; member: PublicMember | null }>(API.memberPublicRegister, { body: { ...request } }, SILENT);
  }
  sendCode(request: MemberSmsSendRequest) {
    return this.http.call<{ waitSeconds: number }>(API.memberPublicSmsSend, { body: { ...request } }, SILENT);
  }
  login(request: MemberLoginRequest) {
    return this.http.call<PublicMember>(API.memberPublicLogin, { body: { ...request } }, SILENT);
  }
  logout(siteId: number) {
    return this.http.call<null>(API.memberPublicLogout, { body: { siteId } }, SILENT);
  }
  recover(request: MemberRecoverRequest) {
    return this.http.call<null>(API.memberPublicRecover, { body: { ...request } }, SILENT);
  }
  profile(siteId: number) {
    return this.http.call<PublicMember>(API.memberPublicProfile, { query: { siteId } }, SILENT);
  }
  saveProfile(request: MemberProfileSaveRequest) {
    return this.http.call<PublicMember>(API.memberPublicProfileSave, { body: { ...request } }, SILENT);
  }
}
