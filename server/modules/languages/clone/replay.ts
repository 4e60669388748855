// The clone translates everything before it writes anything: a recording provider keeps each
// translation while the texts are sent, and copy.ts (which translates and writes per call) is then
// run with a replaying provider that answers from what was kept — so a failed translation fails
// the clone before the foreign site is touched, and the writes cannot fail on the provider.
import type { AppDeps } from '../../../core/http/routeDef';
import type { ProviderRegistry } from '../../../core/providers/registry';
import type { TranslateProvider } from '../../../core/providers/types';

export class TranslationMemo {
  private readonly kept = new Map<string, string>();
  constructor(private readonly real: ProviderRegistry) {}

  private key(from: string, to: string, text: string): string {
    return `${from}|${to}|${text}`;
  }

  private provider(replay: boolean): TranslateProvider {
    return {
      translate: async ({ texts, from, to }) => {
        const missing = replay ? texts.filter((t) => !this.kept.has(this.key(from, to, t))) : texts;
        if (missing.length > 0) {
          const answer = await this.real.get('translate').translate({ texts: missing, from, to });
          missing.forEach((t, i) => this.kept.set(this.key(from, to, t), answer.texts[i]));
        }
        return { texts: texts.map((t) => this.kept.get(this.key(from, to, t)) ?? t) };
      },
    };
  }

  /** deps whose translate provider records (replay false) or answers from the records (replay true). */
  deps<D extends Pick<AppDeps, 'providers'>>(deps: D, replay: boolean): D {
    const provider = this.provider(replay);
    const providers: ProviderRegistry = {
      get: ((kind) => (kind === 'translate' ? provider : this.real.get(kind))) as ProviderRegistry['get'],
      isConfigured: (kind) => this.real.isConfigured(kind),
      status: () => this.real.status(),
    };
    return { ...deps, providers };
  }
}
