// Service prefixes under the main API base /api/app/ (api-facts). One table, so the console can be
// pointed at another deployment by configuration and the server mounts the same paths.

export const API_BASE = '/api/app/';

export const SERVICE_PREFIXES = {
  account: 'tcloud-account/',
  dclAccount: 'dcl-account/',
  sso: 'tcloud-sso/',
  admin: 'site-admin-api/admin/',
  cms: 'site-admin-api/admin_cms/',
  ai: 'site-admin-api/admin_ai/',
  sitePlugin: 'site-admin-api/plugin/',
  tweb: 'obor-nginx-php/tweb/',
  pcApi: 'obor-nginx-php/api/pc/',
  /** /api/Users/ of the site builder (§7 getLanguageCount). */
  usersApi: 'obor-nginx-php/api/Users/',
  aggregate: 'aggregateservice-web/api/',
  insight: 'insight-aggregateservice-web/api/',
  clientService: 'client-service/',
  // The AI assistant (issue 16): the company's AI entitlement, its token quota and the dialogue service.
  aiProduct: 'zhenwen-ai-api/',
  aiQuota: 'pictures-user/',
  aiDialogue: 'tforce-client/',
  /** The upload host (api-facts: file/cos/auth, file/cos/finish, file/upload), served here under /api/app/ by default. */
  fileHost: 'file-host/',
} as const;

export type ServiceKey = keyof typeof SERVICE_PREFIXES;
export type ServicePrefixes = Record<ServiceKey, string>;
