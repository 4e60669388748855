// Which article type a page is about: the list route's segment (/zhContent/news …) or ?type=.
import { useLocation, useSearchParams } from 'react-router-dom';
import { ARTICLE_TYPE_INFO, isArticleType, type ArticleType } from '../../../shared/domain';

export function useArticleType(): ArticleType {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromQuery = Number(params.get('type'));
  if (isArticleType(fromQuery)) return fromQuery;
  const slug = location.pathname.split('/').pop();
  return ARTICLE_TYPE_INFO.find((t) => t.slug === slug)?.type ?? 1;
}
