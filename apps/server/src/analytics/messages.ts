/** What the usage-report calls answer (errors are { message }). */
export const ANALYTICS_MESSAGES = {
  reportsOff: 'Usage reports are off. Turn them on to record them.',
  deleted: 'Your usage reports were deleted.',
  noSuchDay: 'startDate and endDate must be days that exist.',
  startAfterEnd: 'startDate must not be after endDate.',
  rangeTooLong: (days: number) => `A report covers at most ${days} days.`,
  mixedMetrics: 'totalEvents cannot be asked for in the same query as sessions or avgSessionDuration.',
  sessionDimensions: 'sessions and avgSessionDuration go with the dimensions date, nthDay and modeled only.',
} as const;
