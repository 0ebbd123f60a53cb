import { describe, expect, it } from 'vitest';
import * as engine from '@/analysis/types';
import * as wire from '@/contracts/common';

// The engine keeps its own vocabulary (it imports nothing internal); the server passes its output to the wire
// unmapped, so the two lists must stay the same, order included (the UI shows categories in this order).
describe('the engine’s vocabulary and the wire’s', () => {
  it('name the same categories, in the same order, with the same display names', () => {
    expect(engine.CATEGORY_KEYS).toEqual(wire.CATEGORY_KEYS);
    expect(engine.CATEGORY_NAMES).toEqual(wire.CATEGORY_NAMES);
  });

  it('have the same trades, units and severities', () => {
    expect(engine.TRADES).toEqual(wire.TRADES);
    expect(engine.UNIT_TYPES).toEqual(wire.UNIT_TYPES);
    expect(engine.SEVERITIES).toEqual(wire.SeveritySchema.options);
  });
});
