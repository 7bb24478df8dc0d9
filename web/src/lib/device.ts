/** What the app needs to know of the device it runs on (push and installation, issues 25 and 27). */

/** iPhone or iPad (an iPad's Safari says it is a Mac, with touch). */
export const isIos = (): boolean =>
  typeof navigator !== 'undefined' && (/iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1));

/** The app runs installed: from the home screen (iOS) or as an app window (standalone display). */
export const isInstalled = (): boolean =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true);
