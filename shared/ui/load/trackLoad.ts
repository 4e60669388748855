// The state of a store that reads its page's data (the languages, sync and template pages, 我的服务):
// loading while a read runs, the read's error message when it fails, and whether one succeeded.
// The read applies its own data; this only keeps the three flags right, whatever happens.
import { runInAction } from 'mobx';

export interface LoadState {
  loading: boolean;
  error: string | null;
  loaded: boolean;
}

export async function trackLoad(state: LoadState, read: () => Promise<void>): Promise<void> {
  runInAction(() => {
    state.loading = true;
  });
  try {
    await read();
    runInAction(() => {
      state.error = null;
      state.loaded = true;
    });
  } catch (err) {
    runInAction(() => {
      state.error = err instanceof Error ? err.message : String(err);
    });
  } finally {
    runInAction(() => {
      state.loading = false;
    });
  }
}
