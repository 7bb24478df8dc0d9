import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toaster } from '../components/ui/toaster';

/** The flags of SPEC §2; their messages load only when one is present in the address. */
const FLAG = /[?&](success|purchase_success|canceled|plan_upgraded|connexion)=/;

/** Shows the toasts of the URL flags on arrival, then removes the flags from the address bar. */
export function UrlFlagToasts() {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (handledKey.current === location.key || !FLAG.test(location.search)) return;
    handledKey.current = location.key;
    void import('./urlFlags').then(({ readUrlFlags }) => {
      const flags = readUrlFlags(new URLSearchParams(location.search));
      if (!flags) return;
      for (const toast of flags.toasts) toaster.create(toast);
      const search = flags.remaining.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
    });
  }, [location, navigate]);

  return null;
}
