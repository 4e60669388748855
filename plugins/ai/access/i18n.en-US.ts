// The access area's strings (en-US), under ai.access.*.
const access = {
  loading: 'Checking the AI service…',
  loadFailed: 'Could not load the AI service status',
  retry: 'Retry',
  quotaLine: 'AI tokens this month: {remaining} left of {total} · {used} used · resets {date}',
};

export default access;
