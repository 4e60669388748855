// How a report row explains itself: the detail the server stored for a check (ScoreDetails) worded
// in the console's language.
import dayjs from 'dayjs';
import type { ScoreCheckId, ScoreDetail, ScoreDetails } from '../../../../shared/domain/seo/score';

type T = (key: string, params?: Record<string, string | number>) => string;

export function detailText(check: ScoreCheckId, detail: ScoreDetail, t: T): string {
  const d = (key: string, params?: Record<string, string | number>) => t(`details.${key}`, params);
  switch (check) {
    case 'tdkMissing': {
      const { fields } = detail as ScoreDetails['tdkMissing'];
      return d('tdkMissing', { fields: fields.map((f) => t(`fields.${f}`)).join('、') });
    }
    case 'tdkLong': {
      const long = detail as ScoreDetails['tdkLong'];
      const parts: string[] = [];
      if (long.title !== undefined) parts.push(d('tdkLongTitle', { length: long.title }));
      if (long.description !== undefined) parts.push(d('tdkLongDescription', { length: long.description }));
      return parts.join('；');
    }
    case 'titleDuplicate': {
      const { title, count } = detail as ScoreDetails['titleDuplicate'];
      return d('titleDuplicate', { others: count - 1, title });
    }
    case 'imageAlt':
      return d('imageAlt', { images: (detail as ScoreDetails['imageAlt']).images });
    case 'deadLink': {
      const { links, count } = detail as ScoreDetails['deadLink'];
      return d('deadLink', { count, links: links.join('、') });
    }
    case 'thinContent':
      return d('thinContent', { length: (detail as ScoreDetails['thinContent']).length });
    case 'forbiddenWords': {
      const { words, count } = detail as ScoreDetails['forbiddenWords'];
      return d('forbiddenWords', { words: words.join('、') }) + (count > words.length ? d('forbiddenMore', { count }) : '');
    }
    case 'sitemap': {
      const { reason, generatedAt } = detail as ScoreDetails['sitemap'];
      if (reason === 'stale') return d('sitemapStale', { at: dayjs(generatedAt ?? 0).format('YYYY-MM-DD HH:mm') });
      return d(reason === 'noDomain' ? 'sitemapNoDomain' : 'sitemapMissing');
    }
    case 'robots':
      return d((detail as ScoreDetails['robots']).crawler === 'baiduspider' ? 'robotsBaidu' : 'robotsAll');
  }
}
