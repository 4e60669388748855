// One beacon, as the collector stores it: what the visitor's browser said, checked, plus what the
// server worked out per request (region, source, contact page, member).
import type { RadarSource } from '../../../../shared/domain/members/radarRules';

export interface VisitEvent {
  siteId: number;
  visitorKey: string;
  viewKey: string;
  kind: 'view' | 'leave';
  at: number;
  page: string;
  title: string;
  referrer: string;
  dwellMs: number;
  visitStart: boolean;
  ip: string;
  userAgent: string;
  region: string;
  source: RadarSource;
  engine: string;
  keyword: string;
  contact: boolean;
  memberId: number | null;
  memberAccount: string;
}
