// The members module's shared tables (core/tables.ts); the areas add their own.
import type { ModulePart } from '../part';
import * as m001 from './migrations/members_001_core';
import { MEMBER_CORE_TABLES } from './tables';

export const corePart: ModulePart = {
  tables: MEMBER_CORE_TABLES,
  migrations: { members_001_core: m001 },
};
