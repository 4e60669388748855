// Every scene the seed can photograph, by name.
import { awardStage, expoBooth, laboratory, podium, ribbonCutting, warehouse, workshop } from './eventScenes';
import { campfire, campusAerial, departure, lakeside, port, school, skyline, storefront, sunsetCheer, teamGame, type Scene } from './outdoorScenes';

export const SCENES = {
  lakeside, departure, teamGame, campfire, sunsetCheer, campusAerial, port, school, storefront, skyline,
  awardStage, podium, ribbonCutting, expoBooth, workshop, laboratory, warehouse,
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof SCENES;
