import { publicFilesZh } from './publicFiles.zh-CN';
import { baiduZh } from './baidu.zh-CN';
import { anchorsZh } from './anchors.zh-CN';
import { tkdZh } from './tkd.zh-CN';
import { wordsZh } from './words.zh-CN';
import { scoreZh } from './score.zh-CN';
const zhCN = {
  plugin: 'SEO设置',
  menu: { group: 'SEO设置', sitemap: '网站地图', robots: 'Robots协议' },
  sitemap: {
    title: '网站地图（Sitemap）',
    intro: '网站地图列出网站的全部页面地址，帮助搜索引擎更快、更完整地收录网站。',
    address: '地图地址',
    noDomain: '网站尚未绑定域名',
    generatedAt: '上次生成',
    never: '尚未生成',
    urlCount: '地址数量',
    auto: '自动更新',
    autoHint: '发布或修改内容后自动重新生成',
    changefreq: '更新频率',
    priority: '优先级',
    save: '保存设置',
    saved: '网站地图设置已保存',
    generate: '立即生成',
    generated: '网站地图已生成，共 {count} 个地址',
    urls: '地图中的地址',
    url: '地址',
    noUrls: '尚未生成网站地图',
    freq: { always: '总是', hourly: '每小时', daily: '每天', weekly: '每周', monthly: '每月', yearly: '每年', never: '从不' },
  },
  robots: {
    title: 'Robots协议（robots.txt）',
    intro: 'robots.txt 告诉搜索引擎哪些页面可以抓取。每行格式为“字段: 值”，支持 User-agent、Disallow、Allow、Sitemap、Crawl-delay、Host，# 开头为注释。',
    save: '保存',
    saved: 'robots.txt 已保存',
    reset: '恢复默认',
    resetConfirm: '确定恢复为默认的 robots.txt 吗？未保存的修改将丢失。',
    problems: '请修正以下问题后再保存',
    unsaved: '有未保存的修改',
  },
  loadFailed: '加载失败：{message}',
  retry: '重新加载',
};

export default { ...zhCN, publicFiles: publicFilesZh, tkd: tkdZh, anchors: anchorsZh, words: wordsZh, score: scoreZh, baidu: baiduZh };
