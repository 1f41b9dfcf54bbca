export interface Country {
  countryName: string;
  countryNameBn: string;
  dialingCode: string;
  iso: string;
}

// Bangladesh first (the market), then the neighbours and the Gulf and Malaysian labour corridors
// where many Bangladeshi players live.
export const COUNTRIES: Country[] = [
  { countryName: 'Bangladesh', countryNameBn: 'বাংলাদেশ', dialingCode: '880', iso: 'BD' },
  { countryName: 'India', countryNameBn: 'ভারত', dialingCode: '91', iso: 'IN' },
  { countryName: 'Nepal', countryNameBn: 'নেপাল', dialingCode: '977', iso: 'NP' },
  { countryName: 'Pakistan', countryNameBn: 'পাকিস্তান', dialingCode: '92', iso: 'PK' },
  { countryName: 'Malaysia', countryNameBn: 'মালয়েশিয়া', dialingCode: '60', iso: 'MY' },
  { countryName: 'Philippines', countryNameBn: 'ফিলিপাইন', dialingCode: '63', iso: 'PH' },
  { countryName: 'Sri Lanka', countryNameBn: 'শ্রীলঙ্কা', dialingCode: '94', iso: 'LK' },
  { countryName: 'Saudi Arabia', countryNameBn: 'সৌদি আরব', dialingCode: '966', iso: 'SA' },
  { countryName: 'United Arab Emirates', countryNameBn: 'সংযুক্ত আরব আমিরাত', dialingCode: '971', iso: 'AE' },
  { countryName: 'Qatar', countryNameBn: 'কাতার', dialingCode: '974', iso: 'QA' },
  { countryName: 'Oman', countryNameBn: 'ওমান', dialingCode: '968', iso: 'OM' },
  { countryName: 'Singapore', countryNameBn: 'সিঙ্গাপুর', dialingCode: '65', iso: 'SG' },
];
