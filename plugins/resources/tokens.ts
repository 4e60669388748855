import { createToken } from '../../kernel';
import type { ResourcesApi } from './api';
import type { LibraryStore } from './store/LibraryStore';
import type { WatermarkStore } from './store/WatermarkStore';
import type { GalleryPickerStore } from './store/GalleryPickerStore';
import type { GalleryPickerProps } from '../../shared/domain';
import type { Uploader } from './uploader';

export const RESOURCES_API = createToken<ResourcesApi>('resources.api');
/** Multipart uploads (interim, until the kernel's HttpService has one; see uploader.ts). */
export const UPLOADER = createToken<Uploader>('resources.uploader');
export const LIBRARY_STORE = createToken<LibraryStore>('resources.library');
export const WATERMARK_STORE = createToken<WatermarkStore>('resources.watermark');
/** A fresh picker store per opening of the gallery picker. */
export const PICKER_FACTORY = createToken<(props?: GalleryPickerProps) => GalleryPickerStore>('resources.pickerFactory');
