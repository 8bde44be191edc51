/** The demo company's certificates (title, issuer) and gallery (caption, hue). */
export const DEMO_CERTIFICATES = [
  ['ISO 9001:2015 Quality Management', 'Demo certification body'],
  ['Company Registration', 'Registrar of Companies, Ministry of Corporate Affairs (demo)'],
  ['GST Registration', 'Goods and Services Tax Network (demo)'],
  ['PAN and TAN Allotment', 'Income Tax Department (demo)'],
  ['FSSAI Food Safety Licence', 'Food Safety and Standards Authority of India (demo)'],
  ['Startup India Recognition', 'DPIIT, Government of India (demo)'],
  ['Tax Identity Card', 'Income Tax Department (demo)'],
] as const;

export const DEMO_GALLERY = [
  ['Associates meet, Pune 2026', 18],
  ['Product training day', 200],
  ['Nagpur warehouse opening', 140],
  ['Wellness camp, Nashik', 95],
  ['Community clean-up drive', 260],
  ['Recognition evening', 330],
] as const;
