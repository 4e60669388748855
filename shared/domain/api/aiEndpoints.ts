// The AI assistant's calls (issue 16), spread into API (endpoints.ts). The spec names the paths of
// §7; the history, cancel, retry, stop and rename calls are ours, under the same prefixes.
import { endpoint } from './endpoint';

const ACCESS_CALLS = {
  /** The company's AI service, the model's configuration and why AI cannot be used (AiProductAnswer). */
  aiProduct: endpoint('aiProduct', 'GET', 'agi/judgeAiProduct'),
  /** The month's token quota (AiQuotaAnswer). */
  aiQuota: endpoint('aiQuota', 'GET', 'personal/getRemaining'),
} as const;

const GATHER_CALLS = {
  aiGather: endpoint('admin', 'POST', 'AiArticle/gatherMpWeixinArticle'),
  aiGatherLast: endpoint('cms', 'GET', 'AiArticle/lastInfo'),
  aiGatherDetail: endpoint('cms', 'GET', 'AiArticle/getDetail'),
  aiGatherList: endpoint('cms', 'GET', 'AiArticle/list'),
} as const;

const TASK_CALLS = {
  aiTaskList: endpoint('ai', 'GET', 'taskList'),
  aiTaskDetail: endpoint('ai', 'GET', 'taskDetail'),
  aiTaskSave: endpoint('ai', 'POST', 'saveTask'),
  aiTaskCancel: endpoint('ai', 'POST', 'cancelTask'),
  aiTaskRetry: endpoint('ai', 'POST', 'retryTask'),
} as const;

const DIALOGUE_CALLS = {
  aiDialogueAdd: endpoint('aiDialogue', 'POST', 'client/dialogue/addDialogue'),
  aiDialogueTokens: endpoint('aiDialogue', 'POST', 'client/dialogue/dialogueTokenCompute'),
  /** Server-sent events (AiStreamEvent), POST with a JSON body, through the kernel's stream client. */
  aiDialogueAsk: endpoint('aiDialogue', 'POST', 'client/dialogue/sendQuestionSseEmitter'),
  aiDialogueStop: endpoint('aiDialogue', 'POST', 'client/dialogue/stop'),
  aiDialogueList: endpoint('aiDialogue', 'GET', 'client/dialogue/list'),
  aiDialogueMessages: endpoint('aiDialogue', 'GET', 'client/dialogue/messages'),
  aiDialogueRename: endpoint('aiDialogue', 'POST', 'client/dialogue/rename'),
  aiDialogueRemove: endpoint('aiDialogue', 'POST', 'client/dialogue/remove'),
  /** 插入到文章: the answer as a draft article (type, category chosen); answers its id. */
  aiDialogueToArticle: endpoint('aiDialogue', 'POST', 'client/dialogue/toArticle'),
} as const;

export const AI_API = { ...ACCESS_CALLS, ...GATHER_CALLS, ...TASK_CALLS, ...DIALOGUE_CALLS } as const;
