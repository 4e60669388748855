// Every scene the seed can photograph, by name. A scene paints onto a canvas sized as the photo;
// what it draws before canvas.focus() is the background, rendered soft.
import { awardStage, expoBooth, laboratory, podium, ribbonCutting, warehouse, workshop } from './eventScenes';
import { campfire, campusAerial, departure, lakeside, port, school, skyline, storefront, sunsetCheer, teamGame } from './outdoorScenes';
import type { Canvas } from './svg';

export interface SceneOptions {
  /** Words on a banner or sign in the scene (an event's name, a shop's name). */
  caption?: string;
}

export type Scene = (c: Canvas, o: SceneOptions) => void;

export const SCENES = {
  lakeside, departure, teamGame, campfire, sunsetCheer, campusAerial, port, school, storefront, skyline,
  awardStage, podium, ribbonCutting, expoBooth, workshop, laboratory, warehouse,
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof SCENES;
