// Bulleted and numbered-in-brackets comments ('• Loose handrail', '(3) Missing cover'), and comments that open with
// an inspector's tag ('SAFETY: …', 'REPAIR: …'): each opens a comment of its own, the tag its marker.
import type { Block } from '../segment';
import { matchTag } from '../vocabulary';
import type { LineRule } from './segmenter';

const BULLET = /^(?:[-–•*·▪►■●◦‣⁃]|\(\d{1,2}\)|\d{1,2}\)|\([a-z]\)|[¬vqmnlüØ§]\s)\s*(?=\S)/;

export const bulletOrTag: LineRule = (l, text, s) => {
  const bullet = BULLET.exec(text);
  const tag = matchTag(text.replace(BULLET, ''));
  const tagged = (): Partial<Block> =>
    tag
      ? {
          label: { label: tag.label, flags: tag.flags, severity: tag.severity, safety: tag.safety },
          labelSource: 'tag',
        }
      : {};
  if (bullet || (tag && !s.cur)) {
    const line = { ...l, text: text.replace(BULLET, ''), raw: l.text };
    if (s.cur && s.cur.kind === 'structured' && !bullet) {
      s.cur.lines.push(line);
      return true;
    }
    s.open('bullet', tagged()).lines.push(line);
    return true;
  }
  if (tag && s.cur && s.cur.kind !== 'structured') {
    s.open('bullet', tagged()).lines.push(l);
    return true;
  }
  return false;
};
