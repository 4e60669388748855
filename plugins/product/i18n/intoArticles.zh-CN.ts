// Strings of the product list's 导入到文章 dialog (product.intoArticles.*).
export const intoArticlesZh = {
  action: '导入到文章',
  title: '导入到文章（{count} 个产品）',
  hint: '每个产品生成一篇草稿：产品名称作标题，简介作摘要，第一张图片作封面，正文为产品详情加参数表。已导入过该栏目的产品将跳过。',
  type: '文章栏目',
  category: '文章分类',
  uncategorised: '未分类',
  noTypes: '你没有任何文章栏目的权限，无法导入',
  submit: '导入',
  cancel: '取消',
  close: '关闭',
  failed: '导入失败：{message}',
  summary: '已导入 {imported} 篇，跳过 {skipped} 篇（已导入过）',
  drafts: '新建的草稿（点击编辑）',
  types: { '1': '新闻资讯', '2': '帮助中心', '3': '成功案例', '4': '下载中心', '11': '视频中心' },
};
