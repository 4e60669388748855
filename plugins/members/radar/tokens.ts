import { createToken } from '../../../kernel';
import type { RadarApi } from './api';
import type { RadarStore } from './RadarStore';

export const RADAR_API = createToken<RadarApi>('members.radarApi');
export const RADAR_STORE = createToken<RadarStore>('members.radar');
