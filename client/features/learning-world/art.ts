// The Learning World's art (original SVGs in assets/art) and its field size.
import { LearningWorldConstants as C } from '../../../sim/learning-world/index.ts';

export const FIELD_W = C.AREA_WIDTH_PX;
export const FIELD_H = C.AREA_HEIGHT_PX;

export const ART = {
  field: '/assets/art/lw-field.svg',
  player: '/assets/art/lw-player.svg',
  enemy: '/assets/art/lw-enemy.svg',
  gem: '/assets/art/lw-gem.svg',
  module: '/assets/art/lw-module.svg',
  hotspot: '/assets/art/lw-hotspot.svg',
} as const;
