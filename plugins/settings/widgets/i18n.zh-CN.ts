// The widgets area's strings (zh-CN), under settings.widgets.*.
const zhCN = {};

export default zhCN;
