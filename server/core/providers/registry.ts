// The provider registry (DESIGN §4 Providers): built once from the configuration, handed to routes
// as deps.providers. providers.get('mail') is the configured implementation, or an ApiError with
// the kind's 未配置 message before anything is sent or written. What a configured implementation
// throws reaches the caller as an ApiError (errors.ts): 424 with a Chinese reason, 499 when the
// caller cancelled, its own 4xx for input it refused.
import { PROVIDER_KINDS, type ProviderStatus } from '../../../shared/domain/api/providers';
import { createChatProvider } from './chat';
import { secretsOf, type ProvidersConfig } from './config';
import { toApiError, unconfigured, type ProviderLog } from './errors';
import type { HttpLimits } from './http';
import { createIndexCheckProvider } from './indexCheck';
import { createMailProvider } from './mail';
import { createMiniProgramProvider } from './miniprogram';
import { PROVIDER_MSG } from './messages';
import { createPushProvider } from './push';
import { createSmsProvider } from './sms';
import { createTranslateProvider } from './translate';
import type { ProviderKind, ProviderMap } from './types';

export interface ProviderRegistry {
  /** The configured implementation; throws the kind's 未配置 ApiError (409) otherwise. */
  get<K extends ProviderKind>(kind: K): ProviderMap[K];
  isConfigured(kind: ProviderKind): boolean;
  /** Each kind, configured or not — no addresses, no keys. */
  status(): ProviderStatus[];
}

export interface ProviderRegistryOptions {
  /** Where failure details go (secrets already blotted out); silent when absent. */
  log?: ProviderLog;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return value !== null && typeof value === 'object' && Symbol.asyncIterator in value;
}

/** The implementation with every method's failures turned into ApiErrors. */
function guarded<T extends object>(impl: T, fail: (err: unknown) => Error): T {
  const out: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(impl)) {
    if (typeof method !== 'function') continue;
    out[name] = (...args: unknown[]) => {
      let result: unknown;
      try {
        result = method.apply(impl, args);
      } catch (err) {
        throw fail(err);
      }
      if (isAsyncIterable(result)) {
        // yield* passes the consumer's early return on, so the source closes its request.
        return (async function* () {
          try {
            yield* result;
          } catch (err) {
            throw fail(err);
          }
        })();
      }
      return Promise.resolve(result).catch((err: unknown) => {
        throw fail(err);
      });
    };
  }
  return out as T;
}

function build(config: ProvidersConfig, limits: HttpLimits): Partial<ProviderMap> {
  return {
    ...(config.mail && { mail: createMailProvider(config.mail, limits) }),
    ...(config.sms && { sms: createSmsProvider(config.sms, limits) }),
    ...(config.push && { push: createPushProvider(config.push, limits) }),
    ...(config.indexCheck && { indexCheck: createIndexCheckProvider(config.indexCheck, limits) }),
    ...(config.chat && { chat: createChatProvider(config.chat, limits) }),
    ...(config.translate && { translate: createTranslateProvider(config.translate, limits) }),
    ...(config.miniprogram && { miniprogram: createMiniProgramProvider(config.miniprogram, limits) }),
  };
}

export function createProviders(config: ProvidersConfig, options: ProviderRegistryOptions = {}): ProviderRegistry {
  const secrets = secretsOf(config);
  const log: ProviderLog = options.log ?? (() => undefined);
  const limits: HttpLimits = { timeoutMs: config.timeoutMs, maxBytes: config.maxResponseBytes };
  const configured = build(config, limits);
  const ready: Partial<ProviderMap> = {};
  for (const kind of PROVIDER_KINDS) {
    const impl = configured[kind];
    if (impl) (ready as Record<ProviderKind, object>)[kind] = guarded(impl, (err) => toApiError(kind, err, secrets, log));
  }

  return {
    get(kind) {
      const impl = ready[kind];
      if (!impl) throw unconfigured(kind);
      return impl;
    },
    isConfigured: (kind) => ready[kind] !== undefined,
    status: () => PROVIDER_KINDS.map((kind): ProviderStatus => (ready[kind]
      ? { kind, label: PROVIDER_MSG.label[kind], configured: true }
      : { kind, label: PROVIDER_MSG.label[kind], configured: false, message: PROVIDER_MSG.unconfigured[kind] })),
  };
}
