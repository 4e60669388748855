import { publicFilesEn } from './publicFiles.en-US';
import { baiduEn } from './baidu.en-US';
import { anchorsEn } from './anchors.en-US';
import { tkdEn } from './tkd.en-US';
import { wordsEn } from './words.en-US';
import { scoreEn } from './score.en-US';
const enUS = {
  plugin: 'SEO',
  menu: { group: 'SEO', sitemap: 'Sitemap', robots: 'robots.txt' },
  sitemap: {
    title: 'Sitemap',
    intro: 'The sitemap lists every page of the site so search engines index it faster and more completely.',
    address: 'Address',
    noDomain: 'No domain is bound to the site yet',
    generatedAt: 'Last generated',
    never: 'Never',
    urlCount: 'Addresses',
    auto: 'Update automatically',
    autoHint: 'Regenerated after content is published or changed',
    changefreq: 'Change frequency',
    priority: 'Priority',
    save: 'Save settings',
    saved: 'Sitemap settings saved',
    generate: 'Generate now',
    generated: '{count, plural, one {Sitemap generated with # address} other {Sitemap generated with # addresses}}',
    urls: 'Addresses in the sitemap',
    url: 'Address',
    noUrls: 'No sitemap generated yet',
    freq: { always: 'Always', hourly: 'Hourly', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly', never: 'Never' },
  },
  robots: {
    title: 'robots.txt',
    intro: 'robots.txt tells search engines what they may crawl. Each line is "Field: value" (User-agent, Disallow, Allow, Sitemap, Crawl-delay, Host); # starts a comment.',
    save: 'Save',
    saved: 'robots.txt saved',
    reset: 'Restore default',
    resetConfirm: 'Restore the default robots.txt? Unsaved changes will be lost.',
    problems: 'Fix these problems before saving',
    unsaved: 'Unsaved changes',
  },
  loadFailed: 'Failed to load: {message}',
  retry: 'Reload',
};

export default { ...enUS, publicFiles: publicFilesEn, tkd: tkdEn, anchors: anchorsEn, words: wordsEn, score: scoreEn, baidu: baiduEn };
