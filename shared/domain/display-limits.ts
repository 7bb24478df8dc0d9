/** How many items each screen shows (SPEC §9 Display limits). */
export const DISPLAY_LIMITS = {
  dashboardRecommendedFiches: 3,
  dashboardRecentTickets: 3,
  dashboardRewards: 3,
  dashboardRewardHistory: 5,
  rewardPanel: 3,
  pointsHistoryRead: 20,
  profileCardTags: 8,
  fichesPageTags: 5,
  cardMatchedTags: 3,
} as const;

/** Screens under this width (px) are mobile: bottom tab bar (SPEC §2, §9). */
export const MOBILE_BREAKPOINT_PX = 768;
/** The nav gains its scroll effect after this many pixels. */
export const NAV_SCROLL_THRESHOLD_PX = 20;
