// The 营销中心 card's API client and store, bound into the members plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { MarketCardApi } from './api';
import { MarketCardStore } from './MarketCardStore';
import { MARKET_CARD, MARKET_CARD_API } from './tokens';

export function bindCardArea({ bind }: ContainerModuleLoadOptions): void {
  bind(MARKET_CARD_API).toDynamicValue((ctx) => new MarketCardApi(ctx.get(TOKENS.http))).inSingletonScope();
  // Not a singleton: each visit to the card shows fresh figures.
  bind(MARKET_CARD).to(MarketCardStore);
}
