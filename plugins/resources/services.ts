// The resources plugin's container module: its API client, the uploader, the page stores and the
// gallery picker's store factory (one store per opening).
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { ResourcesApi } from './api';
import { GalleryPickerStore } from './store/GalleryPickerStore';
import { LibraryStore } from './store/LibraryStore';
import { WatermarkStore } from './store/WatermarkStore';
import { LIBRARY_STORE, PICKER_FACTORY, RESOURCES_API, UPLOADER, WATERMARK_STORE } from './tokens';
import { XhrUploader, type Uploader } from './uploader';

export default new ContainerModule(({ bind, isBound }) => {
  bind(RESOURCES_API).toDynamicValue((ctx) => new ResourcesApi(ctx.get(TOKENS.http))).inSingletonScope();
  // A test (or the kernel, once HttpService.upload exists) may have bound its own uploader.
  if (!isBound(UPLOADER)) bind(UPLOADER).to(XhrUploader).inSingletonScope();
  bind(LIBRARY_STORE).to(LibraryStore).inSingletonScope();
  bind(WATERMARK_STORE).to(WatermarkStore).inSingletonScope();
  bind(PICKER_FACTORY).toDynamicValue((ctx) => {
    const api = ctx.get<ResourcesApi>(RESOURCES_API);
    const uploader = ctx.get<Uploader>(UPLOADER);
    return (props = {}) => new GalleryPickerStore(api, uploader, props);
  }).inSingletonScope();
});
