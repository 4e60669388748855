import { createToken } from '../../../kernel';
import type { MembersApi } from './api';
import type { MemberFormStore } from './store/MemberFormStore';
import type { MemberListStore } from './store/MemberListStore';
import type { RankStore } from './store/RankStore';

export const MEMBERS_API = createToken<MembersApi>('members.members.api');
export const MEMBER_LIST = createToken<MemberListStore>('members.members.list');
export const MEMBER_RANKS = createToken<RankStore>('members.members.ranks');
export const MEMBER_FORM = createToken<MemberFormStore>('members.members.form');
