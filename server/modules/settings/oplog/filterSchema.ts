// The log's filters as routes and the export task take them: closed and bounded.
import { OPLOG_IP_MAX, OPLOG_RESULTS, checkOplogFilter, cleanOplogFilter, type OplogFilter } from '../../../../shared/domain/settings/oplog';
import { ApiError } from '../../../core/http/envelope';
import { date, id, oneOf, str } from '../../../core/http/schemas';

export const OPLOG_KEY = 'operation_log';

export const OPLOG_FILTER_FIELDS = {
  account_id: id(),
  action: str(100, { pattern: '^[A-Za-z0-9_.]*$' }),
  date_start: date(),
  date_end: date(),
  ip: str(OPLOG_IP_MAX),
  result: oneOf(OPLOG_RESULTS),
};

/** The filter cleaned, or a 400 with the shared rule's Chinese message. */
export function checkedFilter(input: OplogFilter): OplogFilter {
  const filter = cleanOplogFilter(input);
  const problem = checkOplogFilter(filter);
  if (problem) throw new ApiError(400, problem);
  return filter;
}
