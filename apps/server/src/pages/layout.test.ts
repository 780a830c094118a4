import { describe, expect, it } from 'vitest';
import { html } from '../lib/html.js';
import { renderPage } from './layout.js';

describe('server-rendered pages', () => {
  it('name the favicon (the SVG, and /favicon.ico for browsers that ask for it anyway)', () => {
    const page = renderPage({ title: 'Log in', body: html`<h1>Log in</h1>` });
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(page).toContain('<link rel="icon" href="/favicon.ico"');
  });
});
