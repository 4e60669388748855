// The qr area's strings (zh-CN), under settings.qr.*.
const zhCN = {
  intro: '生成网站二维码：容错级别为 M、Q、H 时可在中间放置图标；保存后页头“网站二维码”显示同一张图。',
  save: '保存',
  saved: '网站二维码已保存',
  reset: '恢复已保存',
  useSiteAddress: '使用网站主域名',
  unsaved: '有未保存的修改',
  defaults: '尚未保存，当前为默认设置',
  loadFailed: '二维码设置加载失败：{message}',
  retry: '重试',
  dialogTitle: '网站二维码',
  dialogNote: '扫码访问网站，可下载后用于名片、海报等',
  download: '下载图片',
  edit: '修改二维码',
  close: '关闭',
  imageFailed: '二维码图片生成失败：{message}',
};

export default zhCN;
