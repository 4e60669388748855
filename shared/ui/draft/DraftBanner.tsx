// What the operator sees of autosave: the offer of a stored draft (恢复 / 丢弃, with the time it was
// saved) at the top of the edit page, and a quiet "草稿已自动保存 hh:mm:ss" beside the save buttons.
import { Alert, Button, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { TOKENS, useService } from '../../../kernel';
import type { DraftKeeper } from './DraftKeeper';
import type { Draft } from './DraftStore';

export interface DraftBannerProps<T> {
  keeper: DraftKeeper<T>;
  /** Puts the draft into the page (its data, and its base version for the next save). */
  onRestore: (draft: Draft<T>) => void;
  /**
   * Ask before restoring a draft older than the record. For records whose save has no version
   * check: there nothing else would stop the draft from overwriting the newer save.
   */
  confirmStale?: boolean;
  className?: string;
}

export const DraftBanner = observer(function DraftBanner<T>({ keeper, onRestore, confirmStale, className }: DraftBannerProps<T>) {
  const i18n = useService(TOKENS.i18n);
  const notifier = useService(TOKENS.notifier);
  const offer = keeper.offer;
  if (!offer) return null;
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`ui.draft.${key}`, params);
  const restore = async () => {
    if (keeper.offerStale && confirmStale) {
      const sure = await notifier.confirm({ title: t('staleTitle'), content: t('staleConfirm'), okText: t('restore'), danger: true });
      if (!sure) return;
    }
    const draft = keeper.take();
    if (draft) onRestore(draft);
  };
  return (
    // Sticky under the console's 56 px header: a reload may restore the scroll position far below
    // the top, and the offer must be seen before the operator types on.
    <div style={{ position: 'sticky', top: 64, zIndex: 6 }}>
      <Alert
        type="info"
        showIcon
        className={className}
        style={{ marginBottom: 16 }}
        data-testid="draft-banner"
        title={t('found')}
        description={
          <>
            {t('savedAt', { time: dayjs(offer.savedAt).format('YYYY-MM-DD HH:mm:ss') })}
            {keeper.offerStale && ` ${t('stale')}`}
          </>
        }
        action={
          <Space>
            <Button size="small" type="primary" onClick={restore}>
              {t('restore')}
            </Button>
            <Button size="small" onClick={() => keeper.discard()}>
              {t('discard')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}) as <T>(props: DraftBannerProps<T>) => ReactElement | null;

/** "草稿已自动保存 hh:mm:ss" (or why it could not be), for the page's action bar. */
export const DraftStatus = observer(function DraftStatus<T>({ keeper }: { keeper: DraftKeeper<T> }) {
  const i18n = useService(TOKENS.i18n);
  // Centred beside the buttons when the page's action bar is a flex row.
  if (keeper.failed) return <Typography.Text type="warning" style={{ alignSelf: 'center' }}>{i18n.t('ui.draft.failed')}</Typography.Text>;
  if (keeper.savedAt === null) return null;
  return (
    <Typography.Text type="secondary" style={{ alignSelf: 'center' }} data-testid="draft-status">
      {i18n.t('ui.draft.autosaved', { time: dayjs(keeper.savedAt).format('HH:mm:ss') })}
    </Typography.Text>
  );
}) as <T>(props: { keeper: DraftKeeper<T> }) => ReactElement | null;
