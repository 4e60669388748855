// /previewBox strings (zh-CN), under designer.previewBox.*.
const previewBox = {
  pcTitle: '电脑版预览',
  mobileTitle: '手机版预览',
  xcxTitle: '小程序预览',
  switch: '切换预览设备',
  pc: '电脑版',
  mobile: '手机版',
  pcDevice: '电脑浏览器窗口',
  mobileDevice: '手机',
  pcFrameTitle: '网站电脑版页面',
  mobileFrameTitle: '网站手机版页面',
  xcxFrameTitle: '小程序页面',
  openNew: '在新窗口打开',
  qrAlt: '手机版页面的二维码',
  scanMobile: '手机扫码预览',
  xcxQrAlt: '小程序的二维码',
  scanWechat: '微信扫码预览',
  checking: '正在检查预览地址…',
  invalid: '预览地址无效',
  invalidHint: '只能预览当前网站的域名或装修预览页面，请从网站装修或首页重新打开预览。',
  back: '返回',
  checkFailed: '预览地址检查失败',
  retry: '重试',
};

export default previewBox;
