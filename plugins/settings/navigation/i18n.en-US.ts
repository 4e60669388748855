// The navigation area's strings (en-US): the same keys as i18n.zh-CN.ts.
const enUS = {};

export default enUS;
