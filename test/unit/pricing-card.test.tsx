// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { promoCode } from '../../shared/promo.ts';
import { PriceCard } from '../../client/components/pricing/price-card.tsx';
import { plans } from '../../content/plans.ts';
import { embeddedPrices } from '../../content/prices.ts';
import { planView } from '../../shared/plan-view.ts';

afterEach(cleanup);
const checkoutUrl = 'https://checkout.example';

function renderCard(view: ReturnType<typeof planView>, props: Partial<Parameters<typeof PriceCard>[0]> = {}) {
  return render(
    <MemoryRouter>
      <PriceCard view={view} {...props} />
    </MemoryRouter>,
  );
}

describe('PriceCard', () => {
  test('the hosting promo card: recommended, was $17.99/mo, SAVE 94%, $0.99/mo with the asterisk, renewal note, checkout link', () => {
    const view = planView(plans.whprofessional, embeddedPrices.whprofessional_t12m, {
      path: '/hosting',
      checkoutUrl,
      promo: promoCode('SPRING'),
    });
    renderCard(view);
    const card = screen.getByRole('article', { name: 'Professional' });
    expect(within(card).getByText('Recommended')).toBeTruthy();
    expect(card.querySelector('s')?.textContent).toBe('Regular price $17.99/mo');
    expect(within(card).getByText('SAVE 94%')).toBeTruthy();
    // The figure, then the asterisk (its explanation sits in a tooltip after it).
    const amount = card.querySelector('.price-card__amount')!;
    expect(amount.firstChild?.textContent).toBe('$0.99/mo');
    expect(amount.querySelector('.price-card__asterisk button')?.textContent).toBe('*');
    expect(card.textContent).toContain('Prices renew at the then-current rate.');
    const cta = within(card).getByRole('link', { name: 'Add to cart, Professional plan' });
    expect(cta.getAttribute('href')).toBe('https://checkout.example?pd=whprofessional_t12m&p=SPRING');
  });

  test('no asterisk and no strike-through for a plan without a discount on /mail', () => {
    const view = planView(plans.bmonea, embeddedPrices.bmonea_t12m, { path: '/mail', checkoutUrl });
    renderCard(view);
    const card = screen.getByRole('article', { name: '1 Mailbox' });
    expect(card.querySelector('.price-card__amount')?.textContent).toBe('$1.19/mo');
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByText('Recommended')).toBeNull();
  });

  test('View all features is a native disclosure of the grouped list (+ / -) and reports details once per opening', async () => {
    const onDetails = vi.fn();
    const view = planView(plans.whessentials, embeddedPrices.whessentials_t12m, { path: '/hosting', checkoutUrl });
    const { container } = renderCard(view, { onDetails });
    const details = container.querySelector('details.price-card__more') as HTMLDetailsElement;
    const toggle = details.querySelector('summary')!;
    const groups = details.querySelector('.price-card__groups') as HTMLElement;
    // The HTML opens it with no script: no open attribute, no state of the card's own.
    expect(toggle.textContent).toBe('View all features');
    expect(details.open).toBe(false);
    expect(toggle.querySelector('svg.price-card__plus use')?.getAttribute('href')).toMatch(/#plus$/);
    expect(toggle.querySelector('svg.price-card__minus use')?.getAttribute('href')).toMatch(/#minus$/);
    expect(within(groups).getByRole('heading', { name: 'Security' })).toBeTruthy();
    expect(within(groups).getByText('100 GB bandwidth')).toBeTruthy();
    details.open = true;
    await waitFor(() => expect(onDetails).toHaveBeenCalledTimes(1));
    // Closing fires toggle too, and is not reported.
    const closed = new Promise((r) => details.addEventListener('toggle', r, { once: true }));
    details.open = false;
    await closed;
    expect(onDetails).toHaveBeenCalledTimes(1);
  });

  test('the phone details button asks the parent to open the overlay; a CTA click is reported', () => {
    const onOpenOverlay = vi.fn();
    const onCtaClick = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const view = planView(plans.rpc1a, embeddedPrices.rpc1a_t12m, { path: '/stores', checkoutUrl });
    renderCard(view, { onOpenOverlay, onCtaClick });
    fireEvent.click(screen.getByRole('button', { name: 'Plan details, Basic plan' }));
    expect(onOpenOverlay).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Add to cart, Basic plan' }));
    expect(onCtaClick).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('1.5% transaction fee').length).toBeGreaterThan(0);
  });

  test('upgrade flow links carry the order parameters', () => {
    const view = planView(plans.siteexp2a, embeddedPrices.siteexp2a_t12m, {
      path: '/websites',
      checkoutUrl,
      upgrade: { siteid: 'S1' },
    });
    renderCard(view);
    expect(screen.getByRole('link', { name: 'Start building, Professional plan' }).getAttribute('href')).toBe(
      'https://checkout.example?pd=siteexp2a_t12m&order_website=S1&order_directbuy=true',
    );
  });
});
