import countries from './countries.json' with { type: 'json' };

export interface Country {
  countryName: string;
  countryNameBn: string;
  dialingCode: string;
  iso: string;
}

// countries.json: Bangladesh first (the market), then the neighbours and the Gulf and Malaysian labour corridors
// where many Bangladeshi players live.
export const COUNTRIES: Country[] = countries;
