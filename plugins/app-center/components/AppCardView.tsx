// One app of 应用中心: name, category, price, a line of what it does, 已启用/未启用, the switch and 设置.
import { Button, Switch, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../kernel';
import { appPriceText } from '../../../shared/domain/apps';
import { Panel } from '../../../shared/ui/panel/Panel';
import type { AppCard, AppCenterStore } from '../store/AppCenterStore';

export const AppCardView = observer(function AppCardView({ store, card }: { store: AppCenterStore; card: AppCard }) {
  const t = useT();
  const navigate = useNavigate();
  const { entry } = card;
  const name = t(`app-center.apps.${entry.key}.name`);
  const stateText = !card.provided ? t('app-center.unavailable') : t(card.enabled ? 'app-center.on' : 'app-center.off');
  return (
    <Panel className="ac-card-panel" data-testid={`app-card-${entry.key}`}>
      <div className="ac-card">
        <div className="ac-card-head">
          <h3 className="ac-card-name">{name}</h3>
          <Tag color={card.enabled ? 'success' : 'default'} data-testid={`app-state-${entry.key}`}>{stateText}</Tag>
        </div>
        <div className="ac-card-meta">
          <span>{t(`app-center.categories.${entry.category}`)}</span>
          <span className="ac-card-price">{appPriceText(entry)}</span>
        </div>
        <p className="ac-card-desc">{t(`app-center.apps.${entry.key}.desc`)}</p>
        <div className="ac-card-foot">
          <Switch
            checked={card.enabled}
            disabled={!card.provided}
            loading={store.switching.has(entry.key)}
            onChange={(on) => void store.setEnabled(entry.key, on)}
            aria-label={t('app-center.switch', { name })}
          />
          <Button onClick={() => navigate(entry.path)} aria-label={t('app-center.settingsOf', { name })}>{t('app-center.settings')}</Button>
        </div>
      </div>
    </Panel>
  );
});
