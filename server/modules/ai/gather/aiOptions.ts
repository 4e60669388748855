// The gather's optional model steps (issue 16 §4), each one call through access/model.ts (the
// quota reserved first, settled with the reported usage):
//   - AI 摘要与SEO: a summary and the SEO title, keywords and description, asked as four labelled
//     lines (plain text: nothing the model writes is taken as markup);
//   - AI 改写: the body rewritten, asked as markdown with the pictures' [[图N]] lines kept; its
//     answer goes through the one converter (markdownToHtml: raw HTML off, safe links only) and the
//     pictures are put back where the model left their lines (those it dropped follow at the end).
// Model output is untrusted: everything is clipped and sanitised by the caller's rich-text rule.
import { CONTENT_LIMITS } from '../../../../shared/domain/content';
import { markdownToHtml } from '../../../../shared/domain/ai/markdown';
import { completeWithQuota, type ModelDeps } from '../access/model';
import type { AiCaller } from '../access/gate';
import { bodyForModel, markersFromModel } from './weixinBody';

export interface GatherSeo {
  summary: string;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
}

/** The article's words sent to the model, at most this many characters (a long article is cut). */
const SOURCE_CHARS = 6_000;
const clip = (text: string, max: number) => [...text].slice(0, max).join('');
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();

const LABELS: Record<keyof GatherSeo, string> = { summary: '摘要', seo_title: 'SEO标题', seo_keywords: 'SEO关键词', seo_description: 'SEO描述' };
const LIMITS: Record<keyof GatherSeo, number> = {
  summary: CONTENT_LIMITS.summary, seo_title: CONTENT_LIMITS.seoTitle, seo_keywords: CONTENT_LIMITS.seoKeywords, seo_description: CONTENT_LIMITS.seoDescription,
};

/** The four fields of the model's answer ("摘要：…" lines); a field it left out is ''. */
export function readSeoAnswer(text: string): GatherSeo {
  const out: GatherSeo = { summary: '', seo_title: '', seo_keywords: '', seo_description: '' };
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*[*#-]*\s*(摘要|SEO标题|SEO关键词|SEO描述)\s*[*]*\s*[:：]\s*(.*)$/i.exec(line);
    if (!m) continue;
    const key = (Object.keys(LABELS) as (keyof GatherSeo)[]).find((k) => LABELS[k].toLowerCase() === m[1].toLowerCase());
    if (key && !out[key]) out[key] = clip(oneLine(m[2].replace(/\*+$/, '')), LIMITS[key]);
  }
  return out;
}

export async function summariseArticle(deps: ModelDeps, caller: AiCaller, title: string, content: string): Promise<GatherSeo> {
  const words = clip(bodyForModel(content).replace(/\[\[图\d+\]\]\n*/g, ''), SOURCE_CHARS);
  const answer = await completeWithQuota(deps, caller, {
    maxOutputTokens: 600,
    messages: [
      { role: 'system', content: '你是网站编辑。根据文章写出摘要和SEO信息，只输出以下四行，不要输出其他内容：\n摘要：（不超过150字）\nSEO标题：（不超过30字）\nSEO关键词：（3到5个，用英文逗号分隔）\nSEO描述：（不超过80字）' },
      { role: 'user', content: `标题：${title}\n\n${words}` },
    ],
  });
  return readSeoAnswer(answer.text);
}

/** The body rewritten (HTML with picture markers, not yet sanitised). */
export async function rewriteArticle(deps: ModelDeps, caller: AiCaller, title: string, content: string, pictureCount: number): Promise<string> {
  const words = clip(bodyForModel(content), SOURCE_CHARS);
  const answer = await completeWithQuota(deps, caller, {
    maxOutputTokens: 4_000,
    messages: [
      { role: 'system', content: '你是网站编辑。用自己的话改写下面的文章，保持原意和段落结构，语言通顺自然。用 Markdown 输出正文（不要输出标题）。原文中单独成行的 [[图N]] 标记表示图片，请原样保留在合适的位置、单独成行。' },
      { role: 'user', content: `标题：${title}\n\n${words}` },
    ],
  });
  return markersFromModel(markdownToHtml(answer.text), pictureCount);
}
