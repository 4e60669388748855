// The short-video plugin's container module: its API client, stores and the file uploader.
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { ShortVideoApi } from './api';
import { AccountsStore } from './store/AccountsStore';
import { VideoListStore } from './store/VideoListStore';
import { SHORT_VIDEO_API, VIDEO_ACCOUNTS, VIDEO_LIST, VIDEO_UPLOADER } from './tokens';
import { XhrVideoUploader } from './uploader';

export default new ContainerModule(({ bind, isBound }) => {
  bind(SHORT_VIDEO_API).toDynamicValue((ctx) => new ShortVideoApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(VIDEO_LIST).to(VideoListStore).inSingletonScope();
  bind(VIDEO_ACCOUNTS).to(AccountsStore).inSingletonScope();
  // A test (or the kernel, once HttpService.upload exists) may have bound its own uploader.
  if (!isBound(VIDEO_UPLOADER)) bind(VIDEO_UPLOADER).to(XhrVideoUploader).inSingletonScope();
});
