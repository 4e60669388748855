// WeChat article gathering's shapes (issue 16 §4). Owned by the gathering area.

/** POST admin/AiArticle/gatherMpWeixinArticle. */
export interface AiGatherRequest {
  url: string;
  /** Article type code and category of the draft. */
  articleType: number;
  categoryId: number;
  /** AI 摘要与SEO: summary and SEO fields written by the model. */
  aiSummary: boolean;
  /** AI 改写: the body rewritten by the model. */
  aiRewrite: boolean;
}
