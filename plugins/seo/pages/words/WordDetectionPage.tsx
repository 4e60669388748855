// /seoSetting/wordDetection (关键词检测): runs the detection (a task, followed here) over the site's
// live articles and products, and lists its hits — record, field, word, the text around it with the
// word marked — filtered by word, kind of word, field and record kind. A record opens in its editor;
// a hit, or every hit of its word, is replaced with the text typed in 替换为, or removed.
import { Alert, Button, Input, Select, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useClickGuard, useService } from '../../../../kernel';
import { HIT_FIELDS, RECORD_KINDS, WORD_KINDS, type HitField, type RecordKind, type WordHit, type WordKind } from '../../../../shared/domain/seo/words';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { ListPageCard } from '../../../../shared/ui/list/ListPageCard';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { WORDS_STORE } from '../../tokens';
import type { HitFilters } from '../../store/WordsStore';

const WordDetectionPage = observer(function WordDetectionPage() {
  const store = useService(WORDS_STORE);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.words.${key}`, params);
  const [replacement, setReplacement] = useState('');
  const guard = useClickGuard();
  const hits = store.hits;
  const filters = hits.filters;

  useEffect(() => {
    void hits.load();
    void store.loadDetection();
  }, [hits, store]);

  const filter = <K extends keyof HitFilters>(key: K, value: HitFilters[K] | 'all') => {
    const next = { ...hits.filters };
    if (value === 'all') delete next[key];
    else next[key] = value;
    hits.setFilters(next);
  };

  const columns: FitColumn<WordHit>[] = [
    {
      title: t('record'), dataIndex: 'record_title', minWidth: 160,
      render: (title: string, row) => <CellLink onOpen={() => navigate(row.edit_path)} text={`${t(`recordKinds.${row.record_kind}`)}：${title}`} />,
    },
    { title: t('field'), dataIndex: 'field', width: 96, minWidth: 80, render: (f: HitField) => t(`fields.${f}`) },
    {
      title: t('word'), dataIndex: 'word', width: 120, minWidth: 100,
      render: (w: string, row) => <Tag color={row.word_kind === 'forbidden' ? 'red' : 'blue'}>{w}</Tag>,
    },
    {
      title: t('snippet'), key: 'snippet', minWidth: 240,
      render: (_: unknown, row) => (
        <span className="seo-word-snippet" data-testid={`hit-${row.id}`}>
          {row.snippet.before}<mark>{row.snippet.word}</mark>{row.snippet.after}
        </span>
      ),
    },
    { title: t('offset'), dataIndex: 'offset', width: 72, minWidth: 64, align: 'right', dropOrder: 1 },
    {
      title: t('actions'), key: 'actions', width: 250, minWidth: 230,
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" disabled={store.busy || !replacement || (row.record_kind === 'product' && row.field === 'title')}
            onClick={() => void store.replace({ hit: row }, replacement)} aria-label={`${t('replace')} ${row.id}`}>{t('replace')}</Button>
          <Button type="link" size="small" danger disabled={store.busy || (row.record_kind === 'product' && row.field === 'title')}
            onClick={() => void store.replace({ hit: row }, '')} aria-label={`${t('removeHit')} ${row.id}`}>{t('removeHit')}</Button>
          <Button type="link" size="small" disabled={store.busy || !replacement}
            onClick={() => void store.replace({ wordId: row.word_id, word: row.word }, replacement)}>{t('replaceAll')}</Button>
          <Button type="link" size="small" danger disabled={store.busy}
            onClick={() => void store.replace({ wordId: row.word_id, word: row.word }, '')}>{t('removeAll')}</Button>
        </Space>
      ),
    },
  ];

  const state = store.detection;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('detectIntro')}</Typography.Paragraph>
      <Space wrap>
        <Button type="primary" loading={store.taskId !== null} disabled={store.busy} onClick={() => { if (guard.trigger()) void store.startDetection(); }}>{t('detect')}</Button>
        <Typography.Text type="secondary" data-testid="detection-state">
          {state?.finishedAt ? t('lastRun', { at: dayjs(state.finishedAt).format('YYYY-MM-DD HH:mm'), hits: state.hitCount, records: state.recordCount }) : t('neverRun')}
        </Typography.Text>
      </Space>
      {store.taskId !== null && <InlineTask taskId={store.taskId} onFinished={(task) => void store.detectionFinished(task)} />}
      <Alert type="info" showIcon title={t('replaceTip')} />
      <ListPageCard<WordHit>
        title={t('hitsTitle')}
        list={hits}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('searchWord')}
        emptyText={t(state?.finishedAt ? 'noHits' : 'neverRun')}
        totalText={(n) => t('hitsTotal', { total: n })}
        errorText={(message) => t('loadFailed', { message })}
        retryText={t('retry')}
        extra={
          <>
            <Select<WordKind | 'all'> value={filters.word_kind ?? 'all'} style={{ width: 110 }} aria-label={t('kindFilter')} onChange={(v) => filter('word_kind', v)}
              options={[{ value: 'all', label: t('allKinds') }, ...WORD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]} />
            <Select<HitField | 'all'> value={filters.field ?? 'all'} style={{ width: 110 }} aria-label={t('fieldFilter')} onChange={(v) => filter('field', v)}
              options={[{ value: 'all', label: t('allFields') }, ...HIT_FIELDS.map((f) => ({ value: f, label: t(`fields.${f}`) }))]} />
            <Select<RecordKind | 'all'> value={filters.record_kind ?? 'all'} style={{ width: 100 }} aria-label={t('recordFilter')} onChange={(v) => filter('record_kind', v)}
              options={[{ value: 'all', label: t('allRecords') }, ...RECORD_KINDS.map((k) => ({ value: k, label: t(`recordKinds.${k}`) }))]} />
            <Input value={replacement} onChange={(e) => setReplacement(e.target.value)} placeholder={t('replacementPlaceholder')} aria-label={t('replacement')}
              maxLength={50} style={{ width: 160 }} allowClear />
          </>
        }
      />
    </Space>
  );
});

export default WordDetectionPage;
