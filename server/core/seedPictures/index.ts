// The seed's pictures, drawn with sharp at seeding time (no files shipped, no network): photos of
// scenes — a team by a lake, an award on stage, an expo booth, a production hall … — that look
// taken with a camera, varied and repeatable by a seed string; and the library's flat banners.
// Modules store them as their uploads are stored (server/core/services/uploads.ts).
export { drawBanner, type BannerSpec } from './banner';
export { drawPhoto, PHOTO_HEIGHT, PHOTO_WIDTH, THUMB_BOX, type DrawnPhoto, type PhotoSpec } from './render';
export { SCENES, type SceneName } from './scenes';
