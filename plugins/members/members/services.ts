// The members area's services and stores, bound into the members plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { MembersApi } from './api';
import { MemberFormStore } from './store/MemberFormStore';
import { MemberListStore } from './store/MemberListStore';
import { RankStore } from './store/RankStore';
import { MEMBER_FORM, MEMBER_LIST, MEMBER_RANKS, MEMBERS_API } from './tokens';

export function bindMembersArea({ bind }: ContainerModuleLoadOptions): void {
  bind(MEMBERS_API).toDynamicValue((ctx) => new MembersApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(MEMBER_RANKS).to(RankStore).inSingletonScope();
  bind(MEMBER_LIST).to(MemberListStore).inSingletonScope();
  // One form store; the edit page loads it afresh each time it opens.
  bind(MEMBER_FORM).to(MemberFormStore).inSingletonScope();
}
