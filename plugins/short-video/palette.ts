// The command palette's short-video search: the newest videos (or those whose title matches),
// each opening its editor — or, for a 旧版 one, the read-only view the edit page shows for it.
import type { RecordSource } from '../../kernel';
import { API, type ListData } from '../../shared/domain';
import type { VideoRow } from '../../shared/domain/product';

const ROWS = 8;

const searchVideos: RecordSource = async (query, { http, signal }) => {
  const data = await http.call<ListData<VideoRow>>(API.smallVideoList, { query: { page: 1, rows: ROWS, ...(query ? { keyword: query } : {}) } }, { signal, silent: true });
  return (data.rows ?? []).map((row) => ({ title: row.title, path: `/zhSmallVideo/samll_video_edit?id=${row.id}`, kind: 'short-video.palette.videos' }));
};

export default searchVideos;
