// /previewBox strings (en-US), under designer.previewBox.*.
const previewBox = {
  pcTitle: 'Desktop preview',
  mobileTitle: 'Mobile preview',
  xcxTitle: 'Mini-program preview',
  switch: 'Preview device',
  pc: 'Desktop',
  mobile: 'Mobile',
  pcDevice: 'Desktop browser window',
  mobileDevice: 'Phone',
  pcFrameTitle: 'Desktop page of the site',
  mobileFrameTitle: 'Mobile page of the site',
  xcxFrameTitle: 'Mini-program page',
  openNew: 'Open in a new window',
  qrAlt: 'QR code of the mobile page',
  scanMobile: 'Scan to preview on a phone',
  xcxQrAlt: 'QR code of the mini-program',
  scanWechat: 'Scan with WeChat to preview',
  checking: 'Checking the preview address…',
  invalid: 'Invalid preview address',
  invalidHint: 'Only the current site\'s domains and design preview pages can be previewed. Open the preview again from Site design or Home.',
  back: 'Back',
  checkFailed: 'The preview address could not be checked',
  retry: 'Retry',
};

export default previewBox;
