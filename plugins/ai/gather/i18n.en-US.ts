// The gather area's strings (en-US), under ai.gather.*.
const gather = {};

export default gather;
