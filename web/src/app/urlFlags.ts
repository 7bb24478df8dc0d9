import { isPlanId } from '../../../shared/domain/plans';
import {
  PLAN_UPGRADE_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  URL_FLAG_TOASTS,
  planUpgradedToast,
  purchaseSuccessToast,
  type Toast,
} from '../../../shared/schemas/messages';
import type { AppUrlFlag } from '../ssr/prerendered';

export interface FlagToast extends Toast {
  type: 'success' | 'info';
  duration: number;
}

/** Parameters consumed with each flag (SPEC §2 URL flags). */
const FLAG_PARAMS = {
  success: [],
  purchase_success: ['product'],
  canceled: [],
  plan_upgraded: ['plan'],
  connexion: [],
} as const satisfies Record<AppUrlFlag, readonly string[]>;

/**
 * Reads the URL flags of SPEC §2 (success, purchase_success[&product], canceled, plan_upgraded[&plan]) and
 * connexion=requise (a public page's purchase button sends a visitor to /auth with it: issue 24).
 * Returns the toasts to show and the query string without the flags, or null when none is set.
 */
export function readUrlFlags(search: URLSearchParams): { toasts: FlagToast[]; remaining: URLSearchParams } | null {
  const isSet = (flag: keyof typeof FLAG_PARAMS) => search.get(flag) === 'true';
  const toasts: FlagToast[] = [];
  if (isSet('success')) toasts.push({ ...URL_FLAG_TOASTS.success, type: 'success', duration: TOAST_DURATION_MS });
  if (isSet('purchase_success')) {
    toasts.push({ ...purchaseSuccessToast(search.get('product')), type: 'success', duration: TOAST_DURATION_MS });
  }
  if (isSet('canceled')) toasts.push({ ...URL_FLAG_TOASTS.canceled, type: 'info', duration: TOAST_DURATION_MS });
  if (isSet('plan_upgraded')) {
    const plan = search.get('plan');
    toasts.push({
      ...planUpgradedToast(isPlanId(plan) ? plan : undefined),
      type: 'success',
      duration: PLAN_UPGRADE_TOAST_DURATION_MS,
    });
  }

  if (search.get('connexion') === 'requise') toasts.push({ ...URL_FLAG_TOASTS.loginRequired, type: 'info', duration: TOAST_DURATION_MS });

  const present = (Object.keys(FLAG_PARAMS) as (keyof typeof FLAG_PARAMS)[]).filter((flag) => search.has(flag));
  if (present.length === 0) return null;
  const remaining = new URLSearchParams(search);
  for (const flag of present) {
    remaining.delete(flag);
    for (const param of FLAG_PARAMS[flag]) remaining.delete(param);
  }
  return { toasts, remaining };
}
