import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Facts } from './facts';

const html = (facts: Parameters<typeof Facts>[0]['facts']) => renderToStaticMarkup(<Facts facts={facts} />);
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('a line of facts', () => {
  it('reads as the facts joined by middle dots, blanks left out', () => {
    const markup = html(['Workshop', null, '20/11/26', '', undefined, false, '5 points', '1 file']);
    expect(text(markup)).toBe('Workshop · 20/11/26 · 5 points · 1 file');
  });

  it('keeps a short fact whole, so "5 points" never breaks between the number and the word', () => {
    expect(html(['Vocational Currency', '5 points'])).toBe(
      '<span style="white-space:nowrap">Vocational Currency</span> · <span style="white-space:nowrap">5 points</span>',
    );
  });

  it('lets a long fact wrap, so it cannot push a narrow page sideways', () => {
    const locations = 'North Campus, South Campus, Online';
    expect(html([locations, '2 points'])).toBe(
      `${locations} · <span style="white-space:nowrap">2 points</span>`,
    );
  });

  it('shows nothing for no facts', () => {
    expect(html([null, ''])).toBe('');
  });
});
