import { describe, expect, it } from 'vitest';
import { say } from '../test/say';
import { text } from './fields';

describe('text', () => {
  const line = text('name');
  const lines = text('review', { multiline: true });
  const refusal = (result: ReturnType<typeof line.safeParse>) => say(result.error?.issues[0]?.message ?? '');

  it('accepts what people type: letters of any script, emoji, punctuation', () => {
    for (const value of ['Amal K', 'أمل', 'Café 😀', "O'Brien-Smith, Jr."]) expect(line.parse(value)).toBe(value);
  });

  it('refuses C0 and C1 controls, DEL and lone surrogates, naming the field', () => {
    for (const value of ['a\u0000b', 'a\u0007', 'a\tb', 'a\nb', 'a\u007fb', 'a\u0085b', 'a\ud800b', 'a\udc00']) {
      expect(refusal(line.safeParse(value))).toBe('Name must not contain control characters');
    }
  });

  it('lets a multi-line text keep its tabs and line breaks, and nothing else', () => {
    expect(lines.parse('Great work.\r\n\tOn time.')).toBe('Great work.\r\n\tOn time.');
    expect(refusal(lines.safeParse('Great\u0000'))).toBe('Review must not contain control characters');
  });
});
