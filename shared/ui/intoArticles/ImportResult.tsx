// The answer of 导入到文章 (issue 11 §8), as both dialogs show it — the product list's 导入到文章
// and the article lists' 从产品导入: how many drafts were made and how many products were skipped,
// then each new draft as a link to its edit page.
import { Alert, List } from 'antd';
import { Link } from 'react-router-dom';
import type { ArticleType } from '../../domain';
import { draftEditPath, type ProductIntoArticlesResult } from '../../domain/product';
import './importResult.css';

export interface ImportResultProps {
  result: ProductIntoArticlesResult;
  type: ArticleType;
  /** 已导入 2 篇，跳过 1 篇（已导入过）, in the page's language. */
  summary: string;
  /** The heading over the links (新建的草稿). */
  draftsLabel: string;
  /** A draft's link was followed (the dialog closes). */
  onOpen?(): void;
}

export function ImportResult({ result, type, summary, draftsLabel, onOpen }: ImportResultProps) {
  return (
    <div className="ui-import-result">
      <Alert type={result.imported > 0 ? 'success' : 'info'} showIcon title={summary} />
      {result.articles.length > 0 && (
        <List
          size="small"
          header={draftsLabel}
          className="ui-import-result-list"
          dataSource={result.articles}
          renderItem={(a) => (
            <List.Item>
              <Link to={draftEditPath(type, a.id)} onClick={onOpen} className="ui-import-result-link">
                {a.title}
              </Link>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
