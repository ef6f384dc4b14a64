import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT_COLOR, DEFAULT_BORDER_RADIUS, DEFAULT_BOX_SHADOW, DEFAULT_PRIMARY_COLOR } from './constants';
import { cssColorToHex, isCssBoxShadow, isCssColor, isCssRadius } from './css-values';

describe('isCssColor', () => {
  it.each([
    DEFAULT_PRIMARY_COLOR,
    DEFAULT_ACCENT_COLOR,
    '#fff',
    '#FFFA',
    '#11223344',
    'rgb(59, 130, 246)',
    'rgba(59, 130, 246, 0.5)',
    'rgb(100%, 50%, 0%)',
    'rgb(59 130 246)',
    'rgb(59 130 246 / 50%)',
    'hsl(217, 91%, 60%)',
    'hsla(217deg, 91%, 60%, .4)',
    'hsl(0.5turn 91% 60% / 0.2)',
    'navy',
    'RebeccaPurple',
    ' white ',
  ])('accepts %s', (value) => expect(isCssColor(value)).toBe(true));

  it.each([
    'banana',
    '',
    '#12',
    '#12345',
    '#ggg',
    '3b82f6',
    'rgb(1, 2)',
    'rgb(1 2 3 4)',
    'rgb(1, 2%, 3)',
    'rgb(1, 2, 3',
    'hsl(1, 2, 3)',
    'rgb(1 2 3 / )',
    'var(--brand)',
    'url(x)',
  ])('refuses %s', (value) => expect(isCssColor(value)).toBe(false));
});

describe('isCssRadius', () => {
  it.each([DEFAULT_BORDER_RADIUS, '0', '8px', '1.5em', '50%', '.25rem', '4px 8px', '1px 2px 3px 4px'])(
    'accepts %s',
    (value) => expect(isCssRadius(value)).toBe(true),
  );
  it.each(['banana', '', '8', '-4px', '8 px', '2vw', 'calc(1px + 2px)', '1px 2px 3px 4px 5px'])('refuses %s', (value) =>
    expect(isCssRadius(value)).toBe(false),
  );
});

describe('isCssBoxShadow', () => {
  it.each([
    DEFAULT_BOX_SHADOW,
    'none',
    '0 1px 3px 0 rgb(0 0 0 / 0.1)',
    '0 6px 18px rgba(15, 23, 42, 0.12)',
    'inset 0 0 0 1px #e2e8f0',
    '2px 2px black',
    'navy 1px 1px 2px',
    '0 0 0 1px transparent',
    '0 1px 2px rgba(0,0,0,.05), inset 0 -1px 0 hsl(0 0% 0% / 0.2)',
  ])('accepts %s', (value) => expect(isCssBoxShadow(value)).toBe(true));
  it.each([
    'banana',
    '',
    '1px',
    '0 1px 3px banana',
    '0 1px -3px black',
    '0 1px 3px 4px 5px',
    '0 1px 3px rgb(0 0 0',
    '0 1px black 3px',
    'inset inset 0 1px',
    '0 1px,',
  ])('refuses %s', (value) => expect(isCssBoxShadow(value)).toBe(false));
});

describe('cssColorToHex', () => {
  it.each([
    ['#ABC', '#aabbcc'],
    ['#1e293bcc', '#1e293b'],
    ['navy', '#000080'],
    ['rgb(59, 130, 246)', '#3b82f6'],
    ['rgb(100% 0% 0% / 0.5)', '#ff0000'],
    ['hsl(120, 100%, 25%)', '#008000'],
    ['hsl(0.5turn 100% 50%)', '#00ffff'],
  ])('%s is %s', (value, hex) => expect(cssColorToHex(value)).toBe(hex));
  it('has none for what is not a colour', () => expect(cssColorToHex('banana')).toBeNull());
});
