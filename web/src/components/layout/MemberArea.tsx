import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

const RewardPanel = lazy(() => import('../rewards/RewardPanel'));

/** What every member page has around it: the floating reward panel (SPEC §2), loaded after the page. */
export function MemberArea() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <RewardPanel />
      </Suspense>
    </>
  );
}
