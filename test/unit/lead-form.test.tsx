// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppDataContext } from '../../client/app/data-context.tsx';
import { LeadFormPanel as LeadForm } from '../../client/components/lead-form/lead-form-panel.tsx';
import { buildLeadPayload, emptyLeadValues } from '../../client/components/lead-form/submit-lead.ts';
import { firstBookableDay, isWeekday } from '../../client/components/lead-form/consultation-date.tsx';
import { intentsFor } from '../../content/lead-form.ts';
import { validateLead } from '../../shared/lead-schema.ts';
import type { AppData } from '../../shared/app-data.ts';
import { matchRoute } from '../../shared/routes.ts';

const filled = {
  ...emptyLeadValues,
  name: ' Zoë Brandt ',
  email: 'zoe@example.com',
  phone: '2015550123',
  agreetos: true,
};

describe('the submitted lead (spec 3, 4)', () => {
  test('with a date picked, time is the date text, a comma, then the time preference', () => {
    const p = buildLeadPayload({ ...filled, date: new Date(2031, 0, 15), time: '12:01 - 15:00' }, []);
    expect(p.time).toBe('01/15/2031, 12:01 - 15:00');
    expect(p.date).toBe('2031-01-15');
    expect(validateLead(p, { intentsShown: false, leadType: 'difm', now: new Date('2030-12-01T12:00:00Z') }).ok).toBe(
      true,
    );
  });

  test('with no intents, intentId and intentText are left out; names are trimmed; country defaults to US', () => {
    const p = buildLeadPayload({ ...filled, intentId: 'start' }, []);
    expect(p).not.toHaveProperty('intentId');
    expect(p).not.toHaveProperty('intentText');
    expect(p).toMatchObject({ name: 'Zoë Brandt', countryCode: 'US', agreetos: true });
    expect(p).not.toHaveProperty('time');
  });

  test('with intents, the chosen intent goes with its text; the captcha token rides as ysbcaptchatoken', () => {
    const intents = intentsFor('bm_pos_presales');
    const p = buildLeadPayload({ ...filled, intentId: intents[1].id, time: '6:00 - 9:00' }, intents, 'tok');
    expect(p).toMatchObject({
      intentId: intents[1].id,
      intentText: intents[1].text,
      time: '6:00 - 9:00',
      ysbcaptchatoken: 'tok',
    });
  });
});

describe('the date picker rule (spec 5)', () => {
  test('weekdays only, and the first bookable day is after today in Pacific time', () => {
    expect(isWeekday(new Date(2031, 0, 18))).toBe(false); // Saturday
    expect(isWeekday(new Date(2031, 0, 17))).toBe(true);
    // 2031-01-15 06:00 UTC is still 14 Jan in Pacific time.
    const first = firstBookableDay(new Date('2031-01-15T06:00:00Z'));
    expect([first.getFullYear(), first.getMonth(), first.getDate()]).toEqual([2031, 0, 15]);
  });
});

const data = (captchaSiteKey: string | null = null) =>
  ({
    url: '/webdesign',
    config: {
      publicUrl: 'http://x',
      checkoutUrl: 'http://c',
      loginUrl: 'http://l',
      supportPhone: '1',
      captchaSiteKey,
      captchaScriptUrl: captchaSiteKey ? 'https://captcha.example/api.js' : null,
      tagManagerUrl: null,
      experimentScriptUrl: null,
    },
    assets: { entry: '', css: [], modulepreload: [] },
    page: { id: 'home', meta: { name: 'Home', title: 'Home', description: '', h1: 'Home', intro: '' } },
    renderedAt: 0,
    route: { def: matchRoute('/')!.route, params: {}, notice: false },
    catalogue: { prices: {}, flags: {}, flagsAvailable: true, source: 'embedded', businessMakerAddOns: [] },
  }) as AppData;

function renderForm(captchaSiteKey: string | null = null) {
  return render(
    <AppDataContext.Provider value={data(captchaSiteKey)}>
      <MemoryRouter>
        <LeadForm leadType="difm" allowAnother />
      </MemoryRouter>
    </AppDataContext.Provider>,
  );
}

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Zoë Brandt' } });
  fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'zoe@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '2015550123' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.turnstile;
});

// The first render loads jsdom, react-datepicker and the phone metadata: slow on a shared machine.
describe('LeadForm', { timeout: 30_000 }, () => {
  test('a failure keeps the form with the spec message; any edit clears it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderForm();
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An error occured while submitting your request. Please try again later.');
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('Zoë Brandt');
    fireEvent.change(screen.getByLabelText('Website or Company name'), { target: { value: 'Brandt & Co' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  test('success shows the thank-you in place; Ask another question brings the form back', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"id":"1"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await fillAndSubmit();
    await screen.findByRole('heading', { name: 'Thank you for your request' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/leads/difm');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).not.toHaveProperty('ysbcaptchatoken');
    fireEvent.click(screen.getByRole('button', { name: 'Ask another question' }));
    expect(screen.getByRole('form', { name: 'Request a consultation' })).toBeTruthy();
  });

  test('with a captcha site key, the challenge runs on the press and its token is submitted', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"id":"1"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const rendered: Record<string, unknown>[] = [];
    window.turnstile = {
      render: (_el, params) => {
        rendered.push(params);
        return 'w1';
      },
      execute: () => setTimeout(() => (rendered[0].callback as (t: string) => void)('token-123'), 0),
      reset: vi.fn(),
    };
    renderForm('site-key');
    await fillAndSubmit();
    await screen.findByRole('heading', { name: 'Thank you for your request' });
    expect(rendered[0]).toMatchObject({ sitekey: 'site-key', execution: 'execute' });
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string).ysbcaptchatoken).toBe('token-123');
  });

  test('a failing challenge is a failed submit: spec 8 message, nothing posted', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"1"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    let params: Record<string, unknown> = {};
    window.turnstile = {
      render: (_el, p) => ((params = p), 'w1'),
      execute: () => setTimeout(() => (params['error-callback'] as () => void)(), 0),
      reset: vi.fn(),
    };
    renderForm('site-key');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occured while submitting your request. Please try again later.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('the consent links to the Terms of Service and the Privacy Policy, which are routes of the site', () => {
    renderForm();
    const terms = screen.getByRole('link', { name: /Terms of Service/ });
    const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(terms.getAttribute('href')).toBe('/tos');
    expect(privacy.getAttribute('href')).toBe('/privacy-policy');
    expect(matchRoute('/tos')?.route.page).toBe('legal');
    expect(matchRoute('/privacy-policy')?.route.page).toBe('legal');
  });

  test('invalid fields are announced with aria-invalid and a described-by message', async () => {
    renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    });
    const name = screen.getByLabelText('Name *');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter your name.',
    );
  });
});
