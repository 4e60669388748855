import { createToken } from '../../../kernel';
import type { MarketCardApi } from './api';
import type { MarketCardStore } from './MarketCardStore';

export const MARKET_CARD_API = createToken<MarketCardApi>('members.marketCardApi');
export const MARKET_CARD = createToken<MarketCardStore>('members.marketCard');
