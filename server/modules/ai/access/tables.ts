// The AI service a company has bought, its month's token quota, and the tokens calls in flight
// have reserved (so concurrent calls never spend more than the quota; a reservation left by a
// crash is released by the next start's sweep, quota.ts).
import type { Generated } from 'kysely';

export interface AiServicesTable {
  /** One row per company (primary key). */
  company_id: number;
  /** The product's name shown to the operator, e.g. AI智能写作. */
  name: string;
  /** ms since the epoch; the service ends then. */
  expires_at: number;
  /** Tokens each month. */
  monthly_tokens: number;
}

export interface AiQuotasTable {
  company_id: number;
  /** The month, YYYY-MM in Asia/Shanghai. Unique with company_id. */
  period: string;
  total: number;
  /** Tokens settled (what providers reported, or what we counted). */
  used: number;
  /** Tokens reserved by calls in flight. */
  reserved: number;
}

export interface AiReservationsTable {
  id: Generated<number>;
  company_id: number;
  period: string;
  tokens: number;
  created_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    ai_services: AiServicesTable;
    ai_quotas: AiQuotasTable;
    ai_reservations: AiReservationsTable;
  }
}

export const AI_ACCESS_TABLES = ['ai_services', 'ai_quotas', 'ai_reservations'] as const;
