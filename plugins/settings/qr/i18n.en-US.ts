// The qr area's strings (en-US): the same keys as i18n.zh-CN.ts.
const enUS = {
  intro: 'The site QR code: at levels M, Q and H a logo can sit in its middle; once saved, the header\'s "Site QR code" shows the same picture.',
  save: 'Save',
  saved: 'QR code saved',
  reset: 'Back to saved',
  useSiteAddress: 'Use the primary domain',
  unsaved: 'Unsaved changes',
  defaults: 'Not saved yet: these are the defaults',
  loadFailed: 'Could not load the QR settings: {message}',
  retry: 'Retry',
  dialogTitle: 'Site QR code',
  dialogNote: 'Scan to visit the site; download it for cards and posters',
  download: 'Download',
  edit: 'Edit QR code',
  close: 'Close',
  imageFailed: 'Could not draw the QR code: {message}',
};

export default enUS;
