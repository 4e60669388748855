// The box being shown: its addresses checked by the server before anything is framed. Only the
// answer of the latest check counts (a quick switch between boxes, or of the active site, drops
// the one before). A refusal (400) is 预览地址无效; any other failure can be retried.
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError } from '../../../../kernel';
import type { PreviewBoxCheckAnswer, PreviewBoxCheckRequest } from '../../../../shared/domain/design/previewBox';
import type { PreviewBoxApi } from '../api';

export type BoxState = 'checking' | 'ready' | 'invalid' | 'failed';

export class PreviewBoxStore {
  state: BoxState = 'checking';
  /** What the server answered back: the frames load exactly these. */
  answer: PreviewBoxCheckAnswer | null = null;
  /** Why a check failed other than a refusal (network, server), for 重试. */
  failure = '';
  /** The request the state is about (its JSON; '' for malformed parameters). */
  requestKey: string | null = null;
  private request: PreviewBoxCheckRequest | null = null;
  private controller: AbortController | null = null;

  constructor(private readonly api: PreviewBoxApi) {
    makeAutoObservable<PreviewBoxStore, 'api' | 'request' | 'controller'>(this, { api: false, request: false, controller: false });
  }

  /** Checks a box's addresses; null (malformed parameters) is invalid without asking. */
  async check(request: PreviewBoxCheckRequest | null): Promise<void> {
    this.controller?.abort();
    this.request = request;
    this.requestKey = request ? JSON.stringify(request) : '';
    this.answer = null;
    this.failure = '';
    if (!request) {
      this.state = 'invalid';
      return;
    }
    this.state = 'checking';
    const controller = new AbortController();
    this.controller = controller;
    try {
      const answer = await this.api.check(request, controller.signal);
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.answer = answer;
        this.state = 'ready';
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      runInAction(() => {
        if (error instanceof HttpError && error.code === 400) this.state = 'invalid';
        else {
          this.state = 'failed';
          this.failure = error instanceof Error ? error.message : String(error);
        }
      });
    }
  }

  retry(): Promise<void> {
    return this.check(this.request);
  }

  /** Leaving the box: a check still under way is dropped. */
  close(): void {
    this.controller?.abort();
    this.controller = null;
    this.requestKey = null;
  }
}
