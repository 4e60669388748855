// Strings of the public files on the sitemap and robots.txt pages (seo.publicFiles.*).
export const publicFilesZh = {
  addresses: '对外地址',
  addressesHint: '搜索引擎从网站绑定的每个域名读取这些文件',
  excluded: 'robots.txt 屏蔽',
  excludedHint: '被 robots.txt 禁止抓取（所有搜索引擎或百度蜘蛛）的地址不写入网站地图',
  excludedCount: '{count} 个地址未写入',
  files: '地图文件',
  fileUrls: '{count} 个地址',
  indexNote: '地址超过 {max} 个时，sitemap.xml 为索引文件，地址分别写入各分卷文件',
  robotsServed: '对外地址',
  robotsServedHint: '保存后立即生效；未写 Sitemap 行时会自动加上本域名的网站地图地址',
};
