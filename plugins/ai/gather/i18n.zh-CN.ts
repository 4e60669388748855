// The gather area's strings (zh-CN), under ai.gather.*.
const gather = {};

export default gather;
