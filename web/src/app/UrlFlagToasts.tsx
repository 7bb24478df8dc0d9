import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toaster } from '../components/ui/toaster';
import { readUrlFlags } from './urlFlags';

/** Shows the toasts of the URL flags on arrival, then removes the flags from the address bar. */
export function UrlFlagToasts() {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (handledKey.current === location.key) return;
    const flags = readUrlFlags(new URLSearchParams(location.search));
    if (!flags) return;
    handledKey.current = location.key;
    for (const toast of flags.toasts) toaster.create(toast);
    const search = flags.remaining.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);

  return null;
}
