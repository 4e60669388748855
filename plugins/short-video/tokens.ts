import { createToken } from '../../kernel';
import type { ShortVideoApi } from './api';
import type { AccountsStore } from './store/AccountsStore';
import type { VideoListStore } from './store/VideoListStore';
import type { VideoUploader } from './uploader';

export const SHORT_VIDEO_API = createToken<ShortVideoApi>('shortVideo.api');
export const VIDEO_LIST = createToken<VideoListStore>('shortVideo.videoList');
export const VIDEO_ACCOUNTS = createToken<AccountsStore>('shortVideo.accounts');
export const VIDEO_UPLOADER = createToken<VideoUploader>('shortVideo.uploader');
