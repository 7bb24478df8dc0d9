import { PERIOD_ATTRIBUTE } from './markers';

/**
 * The plans' monthly/yearly switch (web/src/features/site/pages/PlansPage.tsx): its radios are the browser's and
 * its CSS already shows the checked period's prices; this takes the other period's out of the document (kept aside,
 * put back on change), so that what the page says, to a screen reader, a copy or a search, is one period's prices.
 */
export function wirePeriodSwitch(): void {
  const radios = [...document.querySelectorAll<HTMLInputElement>('input[type=radio][value=monthly], input[type=radio][value=yearly]')];
  if (radios.length === 0) return;
  const marked = [...document.querySelectorAll<HTMLElement>(`[${PERIOD_ATTRIBUTE}]`)].map((element) => ({ element, place: document.createComment('') }));
  const show = () => {
    const period = radios.find((radio) => radio.checked)?.value ?? 'monthly';
    for (const { element, place } of marked) {
      const wanted = element.getAttribute(PERIOD_ATTRIBUTE) === period;
      if (wanted && place.isConnected) place.replaceWith(element);
      if (!wanted && element.isConnected) element.replaceWith(place);
    }
  };
  for (const radio of radios) radio.addEventListener('change', show);
  show();
}
