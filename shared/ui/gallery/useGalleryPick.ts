// Opens the global gallery picker (§2, contributed by the resources plugin) and answers the files
// chosen; plugins never import each other, so this goes through the DialogService.
//
//   const pick = useGalleryPick();
//   const files = await pick({ limit: 10, fileType: 1 });   // [] when the picker was closed
import { TOKENS, useService } from '../../../kernel';
import { GALLERY_PICKER_DIALOG, type GalleryPickerProps, type ImageRow } from '../../domain';

export function useGalleryPick(): (props?: GalleryPickerProps) => Promise<ImageRow[]> {
  const dialogs = useService(TOKENS.dialogs);
  return async (props: GalleryPickerProps = {}) => (await dialogs.show<ImageRow[]>(GALLERY_PICKER_DIALOG, { limit: 1, fileType: 9, ...props })) ?? [];
}
