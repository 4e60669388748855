// The business radar (issue 13 §9): referrer engines and keywords, intent scoring and messages.
// Filled in by the radar area.
export {};
