// The backup area's strings (zh-CN), under settings.backup.*.
const zhCN = {};

export default zhCN;
