import { html, type SafeHtml } from '../lib/html.js';

export const PRODUCT_NAME = 'PD Passport';

export interface Branding {
  id: number;
  name: string;
  logo_url: string | null;
  primary_color: string;
  primary_light_color: string;
  secondary_color: string;
}

const HEX = /^#[0-9a-fA-F]{3,8}$/;
const color = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

export interface PageOptions {
  title: string;
  branding?: Branding | null;
  body: SafeHtml;
  scripts?: string[];
}

/** The frame of every server-rendered page: branded with the institute where it is known, usable on a phone. */
export function renderPage({ title, branding, body, scripts = [] }: PageOptions): string {
  const style = branding
    ? `--primary:${color(branding.primary_color, '#1f4e79')};--primary-light:${color(branding.primary_light_color, '#d6e4f0')};--secondary:${color(branding.secondary_color, '#f28c28')}`
    : '';
  const brand = branding?.logo_url
    ? html`<img src="${branding.logo_url}" alt="${branding.name}" />`
    : html`<div>
        <div class="wordmark">${PRODUCT_NAME}</div>
        ${branding ? html`<div class="institute">${branding.name}</div>` : ''}
      </div>`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · ${PRODUCT_NAME}</title>
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/auth-assets/auth.css" />
        ${scripts.map((src) => html`<script src="${src}" defer></script>`)}
      </head>
      <body style="${style}">
        <main class="card">
          <div class="brand">${brand}</div>
          ${body}
          <footer>${PRODUCT_NAME}</footer>
        </main>
      </body>
    </html>`.value;
}

export function flash(kind: 'error' | 'info', message: string | undefined): SafeHtml | '' {
  return message
    ? html`<div class="flash ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</div>`
    : '';
}

export function fieldError(id: string, message: string | undefined): SafeHtml | '' {
  return message ? html`<div class="field-error" id="${id}-error">${message}</div>` : '';
}
