/**
 * The generator reads user text (prompts up to 20,000 characters, stored snippets up to 2 MB, edit
 * instructions) with regular expressions; none may take time that grows faster than the text. Each
 * property repeats an adversarial motif to n and to 4n characters and compares the two costs: a
 * linear reading costs about 4 times more, a quadratic one 16 times. The best of a few runs is
 * compared, in CPU time, never a time against a fixed limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACME } from '../test/fixtures/offline-patterns';
import { editOfflineSnippet, generateOfflineSnippet } from './library';

/**
 * The least CPU time (user and system, in milliseconds) of `runs` runs of `work`: CPU time, not
 * time on the clock, so other processes of a busy machine do not count.
 */
function cost(work: () => unknown, runs = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const started = process.cpuUsage();
    work();
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/** How much more reading 4n characters costs than reading n: about 4 when linear, 16 when quadratic. */
function growth(read: (size: number) => () => unknown, n: number): { ratio: number; large: number } {
  const small = read(n);
  small(); // compiled and warm before it is timed
  const smallCost = cost(small);
  const large = read(4 * n);
  large();
  const largeCost = cost(large);
  return { ratio: largeCost / Math.max(smallCost, 10), large: largeCost };
}

/** Linear reading, with room for noise; anything that costs under 100 ms at 4n passes. */
function expectLinear({ ratio, large }: { ratio: number; large: number }, what: string): void {
  if (large < 100) return;
  expect(ratio, `${what}: reading 4× the text cost ${ratio.toFixed(1)}× as much`).toBeLessThan(9);
}

const repeatTo = (motif: string, size: number) => motif.repeat(Math.ceil(size / motif.length)).slice(0, size);

/** Pieces that quoted labels, addresses, numbers, CSS and scripts without spaces are made of. */
const ATOMS = [
  '“',
  '”',
  '„',
  '«',
  '»',
  '‘',
  '"',
  "'",
  'a',
  'Z',
  'é',
  '漢',
  'م',
  '1',
  ' ',
  '  ',
  '.',
  ',',
  '-',
  '@',
  ':',
  ';',
  '/',
  '(',
  '#',
  '€',
  '\n',
  'www.',
  '.com',
  'the ',
  'and ',
  '3 ',
  'with ',
  'button ',
  'pricing ',
  'faq ',
];
const motif = fc.array(fc.constantFrom(...ATOMS), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));

/** Known worst cases: runs without the closing mark, letters without an @, digits between dots. */
const KNOWN_PROMPTS = ['“', '«', '"', '„', 'a', '漢字仮名', 'مرحبا ', '1.', '1 ', 'a “b” ', 'pricing ', 'the '];

describe('reading a prompt takes time in proportion to its length', () => {
  it('for any repeated motif', () => {
    fc.assert(
      fc.property(motif, (m) => {
        const read = (size: number) => () =>
          generateOfflineSnippet({ prompt: repeatTo(m, size), name: 'Probe', designSystem: ACME });
        expectLinear(growth(read, 1500), `prompt of ${JSON.stringify(m)}`);
      }),
      { numRuns: 8, examples: KNOWN_PROMPTS.map((k) => [k]) },
    );
  }, 600_000);
});

/** Pieces of stored snippets that the edit rules read with expressions. */
const CODE_MOTIFS = ['a', '1.', 'a ', 'a{', 'padding: ', '--bg:', '.a-b-c-d', '“', 'x-a="', 'id="1', '+49 ', 'a@', ' '];

const INSTRUCTIONS = [
  'make the button red',
  'bigger buttons',
  'bigger text',
  'change the phone number to +49 30 7654321',
  'change the email to team@example.com',
  'swap the columns',
  'translate to German',
  'remove the last one',
  'add a question about shipping',
  'dark mode',
  'rounder corners',
  'change the heading to "Hello"',
];

describe('an edit takes time in proportion to the snippet', () => {
  const base = generateOfflineSnippet({
    prompt: 'A hero with a button and an image; call +49 30 1234567 or write to hello@example.com',
    name: 'Probe',
    designSystem: ACME,
  }).code;
  // The motif goes inside the style element, as text of the page and as an attribute value.
  const places = [
    (filler: string) => base.replace('</style>', `${filler}</style>`),
    (filler: string) => base.replace('</style>', `</style><p>${filler}</p>`),
    (filler: string) => base.replace('</style>', `.x-abcde__button{${filler}}</style>`),
  ];

  it('for any repeated motif, wherever it stands, and any instruction', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...CODE_MOTIFS), motif),
        fc.constantFrom(...places),
        fc.constantFrom(...INSTRUCTIONS),
        (m, place, instruction) => {
          const read = (size: number) => () =>
            editOfflineSnippet({ code: place(repeatTo(m, size)), instruction, designSystem: ACME });
          expectLinear(growth(read, 20_000), `"${instruction}" on ${JSON.stringify(m)}`);
        },
      ),
      {
        numRuns: 12,
        examples: [
          ['a', places[1]!, 'change the email to team@example.com'],
          ['1.', places[1]!, 'change the phone number to +49 30 7654321'],
          ['a ', places[0]!, 'swap the columns'],
          ['padding: ', places[2]!, 'bigger buttons'],
          ['--bg:', places[0]!, 'make the button red'],
        ],
      },
    );
  }, 600_000);

  it('reads a snippet nested thousands of levels deep without running out of stack', () => {
    const code = base.replace('</style>', `</style>${'<b>'.repeat(20_000)}x`);
    for (const instruction of ['change the heading to "Deep"', 'remove the last one', 'translate to German']) {
      expect(() => editOfflineSnippet({ code, instruction, designSystem: ACME })).not.toThrow();
    }
  }, 300_000);
});

describe('an instruction is read in time proportional to its length', () => {
  const { code } = generateOfflineSnippet({ prompt: 'FAQ with 4 questions', name: 'Probe', designSystem: ACME });

  it('for any repeated motif after a verb', () => {
    fc.assert(
      fc.property(fc.constantFrom('make ', 'add ', 'remove ', 'change ', 'translate ', ''), motif, (verb, m) => {
        const read = (size: number) => () =>
          editOfflineSnippet({ code, instruction: verb + repeatTo(m, size), designSystem: ACME });
        expectLinear(growth(read, 5000), `instruction ${JSON.stringify(verb + m)}…`);
      }),
      {
        numRuns: 10,
        examples: [
          ['make ', 'the '],
          ['add ', 'a '],
          ['', '“'],
          ['change ', '1.'],
        ],
      },
    );
  }, 600_000);
});
