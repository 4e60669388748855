// /previewBox strings (en-US).
const previewBox = {};

export default previewBox;
