import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract-document';
import { extractPropertyDetails } from './extract-property';

const details = async (text: string) =>
  extractPropertyDetails(await extractDocument(new TextEncoder().encode(text), { kind: 'text' }));

describe('extractPropertyDetails', () => {
  it('reads a labelled property address and inspection date', async () => {
    const d = await details(
      'Sunrise Home Inspections LLC\n400 Commerce Blvd, Suite 2\nPhone: 555-0100\ninfo@sunrise.example\n\nProperty Address: 88 Willow Creek Drive, Round Rock, Texas 78664\nInspection Date: March 3, 2021',
    );
    expect(d.address).toMatchObject({ street: '88 Willow Creek Drive', city: 'Round Rock', state: 'TX', zip: '78664' });
    expect(d.address?.full).toBe('88 Willow Creek Drive, Round Rock, TX 78664');
    expect(d.inspectionDate).toBe('2021-03-03');
  });

  it('reads a cover-page address split over two lines and a numeric date', async () => {
    const d = await details(
      'HOME INSPECTION REPORT\n1420 Elm St.\nBoise, ID 83702\n07/14/2022 9:00AM\nPrepared for: A. Client',
    );
    expect(d.address).toMatchObject({ street: '1420 Elm St.', city: 'Boise', state: 'ID', zip: '83702' });
    expect(d.inspectionDate).toBe('2022-07-14');
  });

  it("does not take the inspection company's address for the property's", async () => {
    const d = await details(
      'Acme Inspections LLC\n12 Main Street\nDenver, CO 80202\nPhone: 303-555-0100\nEmail: office@acme.example\n\nReport body without a property address.',
    );
    expect(d.address).toBeNull();
    expect(d.inspectionDate).toBeNull();
  });
});
