// The SEO rule book (issue 12), one file per part: sitemap and robots.txt (sitemap.ts), and the
// parts added beside it. The console imports this index; the server imports the part files.
export * from './sitemap';
export * from './robots';
export * from './tkd';
export * from './words';
export * from './anchors';
export * from './score';
