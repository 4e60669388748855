// The template catalogue's fixed filters (industries, colours, function tags) and a deterministic
// generator of templates over them: the seed's ~240 and the bench's 10,000 come from the same rules
// (mulberry32), so every fresh database has the same catalogue.
import type { Kysely } from 'kysely';
import type { TemplateDevice, TemplateSiteKind } from '../../../../shared/domain/sites/templates';
import type { Database } from '../../../core/db/database';
import { mulberry32 } from '../../../core/db/prng';

export const INDUSTRIES = [
  '企业官网', '机械制造', '电子科技', '教育培训', '餐饮美食', '医疗健康', '建筑装饰', '家居建材', '旅游酒店', '金融法律', '农林牧渔', '物流运输',
] as const;

export const COLORS: readonly { name: string; hex: string }[] = [
  { name: '蓝色', hex: '#1f6feb' }, { name: '红色', hex: '#d93025' }, { name: '绿色', hex: '#1e8e3e' }, { name: '橙色', hex: '#f08c00' },
  { name: '紫色', hex: '#7c3aed' }, { name: '黑色', hex: '#24292f' }, { name: '灰色', hex: '#6b7280' }, { name: '青色', hex: '#0e9f9a' },
];

export const FUNC_TAGS = ['在线留言', '产品展示', '新闻资讯', '在线招聘', '会员中心', '在线商城', '多语言', '视频展示', '案例展示', '下载中心'] as const;

const ZH_STYLES = ['简约', '大气', '商务', '清新', '精致', '科技', '时尚', '经典'];
const EN_STYLES = ['Modern', 'Classic', 'Bold', 'Clean', 'Elegant', 'Global', 'Fresh', 'Prime'];
const EN_INDUSTRIES = ['Business', 'Machinery', 'Electronics', 'Education', 'Food', 'Health', 'Building', 'Home', 'Travel', 'Finance', 'Farming', 'Logistics'];
const DEVICES: readonly TemplateDevice[] = ['responsive', 'responsive', 'pc', 'mobile'];

export interface GeneratedTemplate {
  code: string;
  name: string;
  industry: number;
  color: number;
  device: TemplateDevice;
  siteKind: TemplateSiteKind;
  plus: boolean;
  accent: string;
  sort: number;
  /** 1-based indexes into FUNC_TAGS. */
  tags: number[];
}

/** The n-th..(n+count-1)-th templates of the catalogue (index 0 is T1001). */
export function generateTemplates(count: number, first = 0): GeneratedTemplate[] {
  const out: GeneratedTemplate[] = [];
  for (let i = first; i < first + count; i++) {
    const rnd = mulberry32(0x7e3a11 + i * 7919);
    const industry = (i % INDUSTRIES.length) + 1;
    const color = Math.floor(rnd() * COLORS.length) + 1;
    // Every fifth is a foreign-site template; about one in six is 高级.
    const siteKind: TemplateSiteKind = i % 5 === 4 ? 'en' : 'zh';
    const device = DEVICES[Math.floor(rnd() * DEVICES.length)];
    const plus = rnd() < 0.17;
    const tagCount = 2 + Math.floor(rnd() * 3);
    const tags = new Set<number>();
    while (tags.size < tagCount) tags.add(Math.floor(rnd() * FUNC_TAGS.length) + 1);
    const style = Math.floor(rnd() * ZH_STYLES.length);
    const colour = COLORS[color - 1];
    const name = siteKind === 'zh'
      ? `${ZH_STYLES[style]}${colour.name}${INDUSTRIES[industry - 1]}${device === 'mobile' ? '手机' : ''}模板`
      : `${EN_STYLES[style]} ${EN_INDUSTRIES[industry - 1]}${device === 'mobile' ? ' Mobile' : ''}`;
    out.push({
      code: `T${1001 + i}`, name, industry, color, device, siteKind, plus, accent: colour.hex, sort: i, tags: [...tags].sort((a, b) => a - b),
    });
  }
  return out;
}

const BATCH = 200;

/** The filters, once (a fresh catalogue). */
export async function insertFilters(db: Kysely<Database>): Promise<void> {
  await db.insertInto('template_industries').values(INDUSTRIES.map((name, i) => ({ name, sort: i }))).execute();
  await db.insertInto('template_colors').values(COLORS.map((c, i) => ({ name: c.name, hex: c.hex, sort: i }))).execute();
  await db.insertInto('template_func_tags').values(FUNC_TAGS.map((name, i) => ({ name, sort: i }))).execute();
}

/** Inserts generated templates with their tags, in batches; the filters must be there. */
export async function insertTemplates(db: Kysely<Database>, templates: readonly GeneratedTemplate[], now: number): Promise<void> {
  const industries = await db.selectFrom('template_industries').select(['id', 'name']).execute();
  const colors = await db.selectFrom('template_colors').select(['id', 'name']).execute();
  const tags = await db.selectFrom('template_func_tags').select(['id', 'name']).execute();
  const idOf = (rows: { id: number; name: string }[], name: string) => rows.find((r) => r.name === name)!.id;
  for (let at = 0; at < templates.length; at += BATCH) {
    const batch = templates.slice(at, at + BATCH);
    const inserted = await db.insertInto('templates').values(batch.map((t) => ({
      code: t.code, name: t.name, industry_id: idOf(industries, INDUSTRIES[t.industry - 1]), color_id: idOf(colors, COLORS[t.color - 1].name),
      device: t.device, site_kind: t.siteKind, plus: t.plus ? 1 : 0, accent: t.accent, sort: t.sort, created_at: now,
    }))).returning(['id', 'code']).execute();
    const idByCode = new Map(inserted.map((r) => [r.code, r.id]));
    const links = batch.flatMap((t) => t.tags.map((tag) => ({ template_id: idByCode.get(t.code)!, tag_id: idOf(tags, FUNC_TAGS[tag - 1]) })));
    for (let l = 0; l < links.length; l += BATCH * 2) await db.insertInto('template_tag_links').values(links.slice(l, l + BATCH * 2)).execute();
  }
}
