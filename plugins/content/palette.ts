// The command palette's article search: the article types this user may list, newest first,
// matching the title typed. Loaded only when the palette first searches.
import type { RecordHit, RecordSource } from '../../kernel';
import { API, articleTypeInfo, grantedArticleTypes, type ArticleRow, type ListData } from '../../shared/domain';

const PER_TYPE = 5;

const searchArticles: RecordSource = async (query, { http, allows, signal }) => {
  // The types the user may list (the server's rule too); albums live in their own list.
  const types = grantedArticleTypes(allows)
    .filter((type) => type !== 5)
    .map((type) => articleTypeInfo(type)!);
  const lists = await Promise.all(
    types.map((info) =>
      http
        .call<ListData<ArticleRow>>(API.articleList, { query: { type: info.type, page: 1, rows: PER_TYPE, sort: 'updated_desc', ...(query ? { keyword: query } : {}) } }, { signal, silent: true })
        .then((data) => data.rows.map((row) => ({ row, info }))),
    ),
  );
  return lists
    .flat()
    .sort((a, b) => b.row.updated_at - a.row.updated_at)
    .map(({ row, info }): RecordHit => ({ title: row.title, path: `/zhContent/add?type=${info.type}&id=${row.id}`, kind: `content.menu.${info.slug}` }));
};

export default searchArticles;
