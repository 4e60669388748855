// AI对话's calls (tforce-client/client/dialogue/*): the history, the token estimate, 停止,
// 插入到文章, and the answer itself as server-sent events through the kernel's stream client
// (POST, JSON, x-token; a refusal before the stream arrives as an HttpError with its message).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type {
  AiDialogue, AiDialogueAskRequest, AiDialogueListAnswer, AiDialogueListQuery, AiDialogueMessagesAnswer,
  AiDialogueToArticleRequest, AiDialogueTokensAnswer, AiStreamEvent,
} from '../../../shared/domain/ai/dialogue';
import type { Category } from '../../../shared/domain/api/content';
import { endpointPath } from '../../../shared/domain/api/endpoints';
import { SERVICE_PREFIXES } from '../../../shared/domain/api/services';
import { TIMEOUTS } from '../../../shared/domain/constants';

export interface AskHandlers {
  onEvent(event: AiStreamEvent): void;
  /** The stream could not start (a refusal, its Chinese message) or broke off. */
  onError(error: Error): void;
  onEnd(): void;
}

export interface AskHandle {
  abort(): void;
  done: Promise<void>;
}

export class DialogueApi {
  constructor(private readonly http: HttpService) {}

  list(query: AiDialogueListQuery): Promise<AiDialogueListAnswer> {
    return this.http.call<AiDialogueListAnswer>(API.aiDialogueList, { query: { ...query } });
  }

  add(title: string): Promise<AiDialogue> {
    return this.http.call<AiDialogue>(API.aiDialogueAdd, { body: { title } });
  }

  messages(id: number): Promise<AiDialogueMessagesAnswer> {
    return this.http.call<AiDialogueMessagesAnswer>(API.aiDialogueMessages, { query: { id } });
  }

  rename(id: number, title: string): Promise<AiDialogue> {
    return this.http.call<AiDialogue>(API.aiDialogueRename, { body: { id, title } });
  }

  remove(id: number): Promise<void> {
    return this.http.call<void>(API.aiDialogueRemove, { body: { id } });
  }

  /** Silent: the figure under the input just stays as it was when this fails. */
  tokens(question: string, dialogueId: number | null): Promise<AiDialogueTokensAnswer> {
    return this.http.call<AiDialogueTokensAnswer>(API.aiDialogueTokens, { body: dialogueId ? { dialogueId, question } : { question } }, { silent: true });
  }

  stop(dialogueId: number): Promise<unknown> {
    return this.http.call(API.aiDialogueStop, { body: { dialogueId } }, { silent: true });
  }

  toArticle(body: AiDialogueToArticleRequest): Promise<{ articleId: number }> {
    return this.http.call<{ articleId: number }>(API.aiDialogueToArticle, { body: { ...body } });
  }

  categories(type: number): Promise<Category[]> {
    return this.http.call<Category[]>(API.categoryList, { query: { type } });
  }

  ask(body: AiDialogueAskRequest, handlers: AskHandlers): AskHandle {
    const path = endpointPath(API.aiDialogueAsk, SERVICE_PREFIXES);
    // Silent: a refusal (上一个回答尚未结束, AI额度不足…) is shown under the input, not as a toast.
    // The long timeout: an answer may take minutes; 停止 ends it sooner.
    const options = { timeout: TIMEOUTS.otherLong, silent: true };
    return this.http.stream(path, body, {
      onMessage(data, event) {
        try {
          handlers.onEvent({ event, data: JSON.parse(data) } as AiStreamEvent);
        } catch {
          // A line that is not JSON is not an event of ours.
        }
      },
      onError: (error) => handlers.onError(error),
      onDone: () => handlers.onEnd(),
    }, options);
  }
}
