/**
 * Toast durations (SPEC §9), in a module of their own: the web app's toaster is part of every first load, the message
 * catalogue (shared/schemas/messages.ts, which re-exports them) is not.
 */
export const TOAST_DURATION_MS = 3500;
export const PLAN_UPGRADE_TOAST_DURATION_MS = 4000;
