import { vendorData } from '../../../test/fixtures.ts';
import { vendorNameMap } from './game-types.ts';

describe('vendorNameMap', () => {
  it("maps each vendor code to the platform's display name", () => {
    expect(vendorNameMap(vendorData)).toMatchObject({ PG: 'PG Soft', KHELA: 'Khela Originals', TF: 'TF Gaming' });
  });

  it('is empty without vendor data, and skips an item without a name', () => {
    expect(vendorNameMap(undefined)).toEqual({});
    const [first] = vendorData.mapping;
    expect(vendorNameMap({ sorting: [], mapping: [{ ...first!, vendorName: '' }] })).toEqual({});
  });
});
