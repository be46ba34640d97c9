import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CookieBanner } from './CookieBanner';
import { COOKIE_KEY } from './cookieConsent';

describe('cookie banner', () => {
  test('shown while accept_cookie is absent; Принять stores the time and hides it', () => {
    const before = Date.now();
    const { unmount } = render(<CookieBanner policyHref="/politika-konfidencialnosti.pdf" />);
    expect(screen.getByRole('link', { name: 'Читать' }).getAttribute('href')).toBe('/politika-konfidencialnosti.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(screen.queryByRole('button', { name: 'Принять' })).toBeNull();
    expect(Number(window.localStorage.getItem(COOKIE_KEY))).toBeGreaterThanOrEqual(before);
    unmount();
    render(<CookieBanner policyHref="/p.pdf" />);
    expect(screen.queryByRole('button', { name: 'Принять' })).toBeNull();
  });
});
