// The ten most visited pages (pagetopn), as a plain ranked list (no table machinery needed).
import { Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { TOKENS, useService } from '../../../../kernel';
import { HOME_STORE } from '../../tokens';
import { SectionState } from './SectionState';
import { Panel } from '../../../../shared/ui/panel/Panel';

export const TopPagesCard = observer(function TopPagesCard() {
  const store = useService(HOME_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`home.traffic.${key}`);
  return (
    <Panel title={t('topPages')} data-testid="home-top-pages">
      <SectionState section={store.topPages} onRetry={() => store.loadAll()}>
        {(rows) =>
          rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />
          ) : (
            <table className="home-top-pages">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('page')}</th>
                  <th scope="col">{t('url')}</th>
                  <th scope="col" className="num">{t('views')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.url}>
                    <td>{index + 1}</td>
                    <td className="home-ellipsis" title={row.title}>{row.title}</td>
                    <td className="home-ellipsis home-muted" title={row.url}>{row.url}</td>
                    <td className="num">{row.pv.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </SectionState>
    </Panel>
  );
});
