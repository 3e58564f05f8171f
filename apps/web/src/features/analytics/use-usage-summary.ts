import { useEffect, useState } from 'react';
import { getUsageReports } from '../../lib/api/usage-requests';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUsageSentAt } from '../../state/usage-slice';
import { summaryOf, usageQueries, type UsageRange, type UsageSummary } from './report-queries';

export type SummaryState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; summary: UsageSummary };

const pad = (value: number) => String(value).padStart(2, '0');
const todayOnDevice = (date = new Date()) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The period's reports, fetched in one batchGet and read again each time the device's queue has gone to the
 * server. A failure shows the spec's error and the fetch stops (spec 02 §8).
 */
export function useUsageSummary(range: UsageRange, enabled: boolean): SummaryState {
  const dispatch = useAppDispatch();
  const sentAt = useAppSelector(selectUsageSentAt);
  const [state, setState] = useState<SummaryState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    dispatch(getUsageReports(usageQueries(range, -new Date().getTimezoneOffset()), controller.signal))
      .then((answer) => setState({ status: 'loaded', summary: summaryOf(answer.reports, range, todayOnDevice()) }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [dispatch, range, enabled, sentAt]);
  return state;
}
