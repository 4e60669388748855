// The centre area's strings (zh-CN), under members.centre.*.
const zhCN = {};

export default zhCN;
