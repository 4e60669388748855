// The access area's strings (en-US), under ai.access.*.
const access = {};

export default access;
