// The oplog area's strings (zh-CN), under settings.oplog.*.
const zhCN = {};

export default zhCN;
