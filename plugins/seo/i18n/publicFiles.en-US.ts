// English strings of the public files on the sitemap and robots.txt pages (seo.publicFiles.*).
export const publicFilesEn = {
  addresses: 'Public addresses',
  addressesHint: 'Search engines read these files from every domain bound to the site',
  excluded: 'Blocked by robots.txt',
  excludedHint: 'Addresses robots.txt keeps from all crawlers or Baiduspider are left out of the sitemap',
  excludedCount: '{count} addresses left out',
  files: 'Sitemap files',
  fileUrls: '{count} addresses',
  indexNote: 'Past {max} addresses, sitemap.xml is an index and the addresses are in its part files',
  robotsServed: 'Public addresses',
  robotsServedHint: 'Takes effect when saved; without a Sitemap line, one for the requesting domain is added',
};
