/** What the shell remembers across renders: the last page that matched a route (§2 behaviour 3). */
export const shellMemory: { lastMatchedPath: string | null } = { lastMatchedPath: null };
