// The information area's strings (zh-CN), under members.info.*.
const zhCN = {};

export default zhCN;
