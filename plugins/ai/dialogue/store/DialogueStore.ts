// AI对话: the operator's history (search, rename, delete, new), the open dialogue's messages, and
// the answer arriving now. The growing answer lives apart from the stored messages (`live`), and
// its text is copied in at most once an animation frame, so a 20,000-character answer re-renders
// one message per frame, never the list per token. 停止 aborts the fetch AND tells the server
// (aiDialogueStop); a reload shows what the server stored (已停止 / 回答已中断 marks included).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Navigator, type Notifier } from '../../../../kernel';
import { dialogueTitleOf, type AiDialogue, type AiDialogueTokensAnswer, type AiMessage, type AiStreamEvent } from '../../../../shared/domain/ai/dialogue';
import { AI_LIMITS } from '../../../../shared/domain/ai/limits';
import type { AskHandle, DialogueApi } from '../api';
import { DIALOGUE_API } from '../tokens';

/** The answer arriving now. */
export interface LiveAnswer {
  dialogueId: number;
  text: string;
  status: 'streaming' | 'stopping';
}

/** Waits for the next frame (a timer where there is none, e.g. jsdom). */
export type FrameScheduler = (run: () => void) => void;

const nextFrame: FrameScheduler = (run) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run());
  else setTimeout(run, 16);
};

export const TOKEN_ESTIMATE_DELAY_MS = 300;
const PAGE_ROWS = 50;
let localIds = -1;

@injectable()
export class DialogueStore {
  dialogues: AiDialogue[] = [];
  total = 0;
  keyword = '';
  listLoading = false;
  listFailed = false;
  activeId: number | null = null;
  /** The open dialogue's stored messages, oldest first (replaced whole, never mutated per token). */
  messages: AiMessage[] = [];
  messagesLoading = false;
  live: LiveAnswer | null = null;
  /** Why the last question was refused before any answer (shown under the input). */
  askError: string | null = null;
  /** Older turns were left out of the last answer's context. */
  contextTrimmed = false;
  draft = '';
  estimate: AiDialogueTokensAnswer | null = null;
  /** Called after each answer, so the page's quota figures follow (the access store's refresh). */
  onSpent: (() => void) | null = null;

  private handle: AskHandle | null = null;
  private pending = '';
  private frameQueued = false;
  private estimateTimer: ReturnType<typeof setTimeout> | null = null;
  private estimateSeq = 0;
  scheduleFrame: FrameScheduler = nextFrame;

  constructor(
    @inject(DIALOGUE_API) private readonly api: DialogueApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
    @inject(TOKENS.navigator) private readonly navigator: Navigator,
  ) {
    makeAutoObservable<DialogueStore, 'api' | 'notifier' | 'i18n' | 'navigator' | 'handle' | 'pending' | 'frameQueued' | 'estimateTimer' | 'estimateSeq'>(this, {
      api: false, notifier: false, i18n: false, navigator: false, handle: false, pending: false, frameQueued: false, estimateTimer: false, estimateSeq: false,
      messages: observableRef, dialogues: observableRef, live: observableRef, scheduleFrame: false, onSpent: false,
    });
  }

  get streaming(): boolean {
    return this.live !== null;
  }

  get active(): AiDialogue | undefined {
    return this.dialogues.find((d) => d.id === this.activeId);
  }

  get draftChars(): number {
    return [...this.draft].length;
  }

  get draftTooLong(): boolean {
    return this.draftChars > AI_LIMITS.questionChars;
  }

  /** The last answer, which 重新生成 replaces. */
  get lastAnswer(): AiMessage | undefined {
    const last = this.messages[this.messages.length - 1];
    return last?.role === 'assistant' ? last : undefined;
  }

  async loadList(): Promise<void> {
    this.listLoading = true;
    this.listFailed = false;
    try {
      const answer = await this.api.list({ page: 1, rows: PAGE_ROWS, ...(this.keyword.trim() ? { keyword: this.keyword.trim() } : {}) });
      runInAction(() => {
        this.dialogues = answer.rows;
        this.total = answer.total;
      });
    } catch {
      runInAction(() => {
        this.listFailed = true;
      });
    } finally {
      runInAction(() => {
        this.listLoading = false;
      });
    }
  }

  search(keyword: string): Promise<void> {
    this.keyword = keyword;
    return this.loadList();
  }

  /** Opens a dialogue (stopping an answer still arriving in another). */
  async open(id: number): Promise<void> {
    if (this.live && this.live.dialogueId !== id) await this.stop();
    this.activeId = id;
    this.askError = null;
    this.contextTrimmed = false;
    await this.loadMessages(id);
    this.refreshEstimate();
  }

  /** 新对话: an empty page; the dialogue is made with the first question. */
  startNew(): void {
    if (this.live) void this.stop();
    this.activeId = null;
    this.messages = [];
    this.askError = null;
    this.contextTrimmed = false;
    this.refreshEstimate();
  }

  async loadMessages(id: number): Promise<void> {
    this.messagesLoading = true;
    try {
      const answer = await this.api.messages(id);
      runInAction(() => {
        if (this.activeId === id) this.messages = answer.messages;
      });
    } catch {
      // The HttpService has shown why (e.g. 对话不存在或已删除).
    } finally {
      runInAction(() => {
        this.messagesLoading = false;
      });
    }
  }

  setDraft(text: string): void {
    this.draft = text;
    if (this.askError) this.askError = null;
    this.refreshEstimate();
  }

  /** 本次约消耗 N tokens，剩余 M: asked of the server ~300 ms after the last keystroke. */
  refreshEstimate(): void {
    if (this.estimateTimer) clearTimeout(this.estimateTimer);
    const question = this.draft;
    if (!question.trim() || this.draftTooLong) {
      this.estimate = null;
      return;
    }
    const seq = ++this.estimateSeq;
    const dialogueId = this.activeId;
    this.estimateTimer = setTimeout(() => {
      this.api.tokens(question, dialogueId).then((estimate) => {
        runInAction(() => {
          if (seq === this.estimateSeq) this.estimate = estimate;
        });
      }, () => undefined);
    }, TOKEN_ESTIMATE_DELAY_MS);
  }

  /** Sends the draft (Enter). */
  async send(): Promise<void> {
    const question = this.draft;
    if (!question.trim() || this.draftTooLong || this.live) return;
    let dialogueId = this.activeId;
    if (dialogueId === null) {
      try {
        const made = await this.api.add(dialogueTitleOf(question));
        runInAction(() => {
          this.dialogues = [made, ...this.dialogues];
          this.total += 1;
          this.activeId = made.id;
          this.messages = [];
        });
        dialogueId = made.id;
      } catch {
        return;
      }
    }
    const now = Date.now();
    this.messages = [...this.messages, { id: localIds--, dialogueId, role: 'user', content: question, status: 'done', tokens: 0, error: null, createdAt: now }];
    this.draft = '';
    this.estimate = null;
    this.run(dialogueId, question, false);
  }

  /** 重新生成: the last question again, its answer replaced. */
  regenerate(): void {
    const dialogueId = this.activeId;
    if (dialogueId === null || this.live) return;
    const lastQuestion = [...this.messages].reverse().find((m) => m.role === 'user');
    if (!lastQuestion) return;
    if (this.lastAnswer) this.messages = this.messages.slice(0, -1);
    this.run(dialogueId, lastQuestion.content, true);
  }

  private run(dialogueId: number, question: string, regenerate: boolean): void {
    this.askError = null;
    this.contextTrimmed = false;
    this.pending = '';
    this.live = { dialogueId, text: '', status: 'streaming' };
    const before = this.messages;
    this.handle = this.api.ask({ dialogueId, question, ...(regenerate ? { regenerate: true } : {}) }, {
      onEvent: (event) => this.onEvent(dialogueId, event),
      onError: (error) => runInAction(() => {
        // Refused before the stream (上一个回答尚未结束, AI额度不足…): the question goes back to the input.
        this.handle = null;
        this.live = null;
        this.askError = error.message;
        if (!regenerate) {
          this.messages = before.slice(0, -1);
          this.draft = question;
        } else void this.loadMessages(dialogueId);
      }),
      onEnd: () => runInAction(() => {
        // The stream ended without done or error (the connection went): read what was stored.
        if (this.live?.dialogueId === dialogueId) void this.settle(dialogueId);
      }),
    });
  }

  private onEvent(dialogueId: number, event: AiStreamEvent): void {
    if (this.live?.dialogueId !== dialogueId) return;
    if (event.event === 'delta') {
      this.pending += event.data.text;
      if (!this.frameQueued) {
        this.frameQueued = true;
        this.scheduleFrame(() => this.flushFrame());
      }
      return;
    }
    this.flushFrame();
    runInAction(() => {
      const text = this.live?.text ?? '';
      const now = Date.now();
      if (event.event === 'done') {
        this.contextTrimmed = event.data.contextTrimmed;
        this.messages = [...this.messages, {
          id: event.data.messageId, dialogueId, role: 'assistant', content: text, status: event.data.stopped ? 'stopped' : 'done',
          tokens: event.data.usage.totalTokens, error: null, createdAt: now,
        }];
      } else {
        this.messages = [...this.messages, {
          id: event.data.messageId ?? localIds--, dialogueId, role: 'assistant', content: text, status: 'failed', tokens: 0, error: event.data.message, createdAt: now,
        }];
      }
      this.live = null;
      this.handle = null;
      this.touchActive(now);
    });
    this.onSpent?.();
  }

  /** Copies what arrived since the last frame into the growing answer (one render per frame). */
  private flushFrame(): void {
    this.frameQueued = false;
    if (!this.pending) return;
    const text = this.pending;
    this.pending = '';
    runInAction(() => {
      if (this.live) this.live = { ...this.live, text: this.live.text + text };
    });
  }

  private touchActive(at: number): void {
    const current = this.dialogues.find((d) => d.id === this.activeId);
    if (current) this.dialogues = [{ ...current, updatedAt: at }, ...this.dialogues.filter((d) => d.id !== current.id)];
  }

  /** 停止: aborts the fetch and the server's answer; the partial answer is kept as 已停止. */
  async stop(): Promise<void> {
    const live = this.live;
    if (!live) return;
    this.flushFrame();
    this.handle?.abort();
    this.handle = null;
    this.live = { ...live, status: 'stopping' };
    await this.api.stop(live.dialogueId).catch(() => undefined);
    await this.settle(live.dialogueId);
    this.onSpent?.();
  }

  /** Reads the stored answer once the server has written its end (a few tries while it still streams). */
  private async settle(dialogueId: number): Promise<void> {
    for (let attempt = 0; attempt < 8; attempt++) {
      try {
        const answer = await this.api.messages(dialogueId);
        const last = answer.messages[answer.messages.length - 1];
        if (last?.status !== 'streaming' || attempt === 7) {
          runInAction(() => {
            if (this.activeId === dialogueId) this.messages = answer.messages;
            if (this.live?.dialogueId === dialogueId) this.live = null;
          });
          return;
        }
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    runInAction(() => {
      if (this.live?.dialogueId === dialogueId) this.live = null;
    });
  }

  async rename(id: number, title: string): Promise<boolean> {
    try {
      const renamed = await this.api.rename(id, title);
      runInAction(() => {
        this.dialogues = this.dialogues.map((d) => (d.id === id ? renamed : d));
      });
      this.notifier.success(this.i18n.t('ai.dialogue.renamed'));
      return true;
    } catch {
      return false;
    }
  }

  /** Deletes after the operator confirms. */
  async remove(id: number): Promise<boolean> {
    const dialogue = this.dialogues.find((d) => d.id === id);
    const ok = await this.notifier.confirm({
      title: this.i18n.t('ai.dialogue.removeTitle'),
      content: this.i18n.t('ai.dialogue.removeConfirm', { title: dialogue?.title ?? '' }),
      okText: this.i18n.t('ai.dialogue.remove'),
      danger: true,
    });
    if (!ok) return false;
    if (this.live?.dialogueId === id) await this.stop();
    try {
      await this.api.remove(id);
    } catch {
      return false;
    }
    runInAction(() => {
      this.dialogues = this.dialogues.filter((d) => d.id !== id);
      this.total = Math.max(0, this.total - 1);
      if (this.activeId === id) {
        this.activeId = null;
        this.messages = [];
      }
    });
    this.notifier.success(this.i18n.t('ai.dialogue.removed'));
    return true;
  }

  /** 复制: the answer's markdown to the clipboard. */
  async copy(message: AiMessage): Promise<void> {
    try {
      await navigator.clipboard.writeText(message.content);
      this.notifier.success(this.i18n.t('ai.dialogue.copied'));
    } catch {
      this.notifier.error(this.i18n.t('ai.dialogue.copyFailed'));
    }
  }

  /** 插入到文章: a draft of the chosen type and category, then its editor. */
  async toArticle(messageId: number, articleType: number, categoryId: number): Promise<boolean> {
    try {
      const { articleId } = await this.api.toArticle({ messageId, articleType, categoryId });
      this.notifier.success(this.i18n.t('ai.dialogue.inserted'));
      this.navigator.go(`/zhContent/add?type=${articleType}&id=${articleId}`);
      return true;
    } catch {
      return false;
    }
  }

  categories(type: number) {
    return this.api.categories(type);
  }

  /** Leaving the page: an answer still arriving is stopped (the server keeps what came). */
  dispose(): void {
    if (this.estimateTimer) clearTimeout(this.estimateTimer);
    if (this.live) void this.stop();
  }
}
