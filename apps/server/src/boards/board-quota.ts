/** 507: a board write would take its owner past BOARD_QUOTA_MB even with their earlier versions pruned (nothing changed). */
export const boardQuotaMessage = (quotaBytes: number): string =>
  `Storage quota exceeded: each account may keep at most ${Math.round(quotaBytes / (1024 * 1024))} MB of boards, their earlier versions included. Delete boards you no longer need to make room.`;
