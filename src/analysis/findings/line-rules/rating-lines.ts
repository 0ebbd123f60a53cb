// Lines that rate the current item rather than comment on it: a field with a rating value ('Comments: Repair or
// Replace', 'Condition: Satisfactory') or a rating on its own line ('Repair/Replace', 'Inspected', 'Maintenance').
import { matchLabel } from '../vocabulary';
import { endsSentence, type LineRule } from './segmenter';

const FIELD =
  /^(comments?|observations?|notes?|description|materials?|condition|info|information|recommendations? \/ conditions)\s*:\s*(.*)$/i;

/** 'Comments: Repair or Replace' rates the item; 'Comments: The sink drains slowly' is a comment. */
export const ratingField: LineRule = (l, text, s) => {
  const field = FIELD.exec(text);
  if (!field) return false;
  const value = field[2]!.trim();
  const lab = value ? matchLabel(value) : null;
  if (lab) {
    s.st.itemRating = lab;
    if (s.cur) {
      s.cur.label = lab;
      s.cur.labelSource = 'rating';
    }
    return true;
  }
  if (!value) return true;
  s.open('paragraph').lines.push({ ...l, text: value, raw: l.text });
  return true;
};

export const standaloneRating: LineRule = (l, text, s) => {
  // a rating word that ends a wrapped sentence ('…it appeared to be / serviceable.') is the sentence's, not a rating
  const wrapped = /^[a-z]/.test(text) && s.prevText !== '' && !endsSentence(s.prevText);
  const standalone = wrapped ? null : matchLabel(text);
  if (!standalone || text.length > 60) return false;
  const cur = s.cur;
  if (cur && cur.lines.length === 0 && cur.kind !== 'structured') {
    cur.label = standalone;
    cur.labelSource = 'rating';
  }
  s.st.itemRating = standalone;
  if (cur && cur.kind === 'structured') {
    if (standalone.flags === false) {
      // an 'Information' / 'Limitations' group ends the finding above it
      s.close();
      s.st.noteZone = true;
      s.st.plainNotes = false;
      return true;
    }
    // 'Recommendation' before 'Contact a qualified …' stays inside the block (quotes stay contiguous)
    if (cur.lines.length > 0) cur.lines.push(l);
  }
  return true;
};
