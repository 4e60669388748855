// The edit page's fields checked as typed by the shared rule book (checkVideo, checkVideoAccount):
// each field asks the rule about itself alone — the other fields replaced by valid ones — so a
// field shows its own problem, worded as the server words it when it refuses the same input.
import type { RuleRender } from 'antd/es/form';
import { checkVideo, checkVideoAccount, type VideoAccountInput, type VideoInput } from '../../../shared/domain/product';

/** What the edit form holds (the file's details come with its id, for showing it). */
export interface VideoFields {
  title: string;
  source: 'file' | 'link';
  file_id: number;
  file_name: string;
  file_url: string;
  file_bytes: number;
  file_duration: number;
  link: string;
  cover: string;
  description: string;
  account_id: number;
  tag_ids: number[];
  related_ids: number[];
  sort: number;
  status: 0 | 1;
  /** "YYYY-MM-DD HH:mm:ss", Beijing time. */
  published_at: string;
}

/** The form as checkVideo and the save read it: only the chosen source counts. */
export function videoInputOf(values: Partial<VideoFields>): VideoInput {
  return {
    title: values.title ?? '',
    file_id: values.source === 'file' ? values.file_id || 0 : 0,
    link: values.source === 'link' ? (values.link ?? '').trim() : '',
    cover: values.cover ?? '',
    description: values.description ?? '',
    account_id: values.account_id || 0,
    tag_ids: values.tag_ids ?? [],
    related_ids: values.related_ids ?? [],
    sort: values.sort ?? 0,
    published_at: values.published_at ?? '',
  };
}

const VALID_VIDEO: VideoInput = { title: '视频', link: 'https://example.com/v', description: '', tag_ids: [], related_ids: [], published_at: '' };
const VIDEO_FIELD_KEYS: Record<string, (keyof VideoInput)[]> = {
  title: ['title'],
  file_id: ['file_id', 'link'],
  link: ['file_id', 'link'],
  description: ['description'],
  tag_ids: ['tag_ids'],
  related_ids: ['related_ids'],
  published_at: ['published_at'],
};


/** A rule that runs checkVideo on this field alone. */
export function videoRule(field: keyof typeof VIDEO_FIELD_KEYS): RuleRender {
  return (form) => ({
    validator: async () => {
      const input = videoInputOf(form.getFieldsValue(true) as Partial<VideoFields>);
      const only: VideoInput = { ...VALID_VIDEO };
      for (const key of VIDEO_FIELD_KEYS[field]) (only as unknown as Record<string, unknown>)[key] = input[key];
      const problem = checkVideo(only);
      if (problem) throw new Error(problem);
    },
  });
}

const VALID_ACCOUNT: VideoAccountInput = { platform: 'douyin', name: '账号', handle: '', url: '' };

/** A rule that runs checkVideoAccount on this field alone. */
export function accountRule(field: 'platform' | 'name' | 'handle' | 'url'): RuleRender {
  return (form) => ({
    validator: async () => {
      const values = form.getFieldsValue(true) as Partial<VideoAccountInput>;
      const problem = checkVideoAccount({ ...VALID_ACCOUNT, [field]: values[field] ?? '' });
      if (problem) throw new Error(problem);
    },
  });
}
