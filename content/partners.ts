import type { Partner } from './types';

// Fund houses shown in the partners carousel. The logos are plain text wordmarks drawn for this site
// (public/images/partners/), not the fund houses' own artwork. This is the firm's full list: the
// disclosure page names every entry as a fund house whose schemes it distributes. `href` is where each
// logo leads (a new tab).
const logo = (id: string, name: string) => ({ src: `/images/partners/${id}.svg` as const, alt: name, width: 200, height: 100 });

// SAMPLE: list exactly the asset management companies the firm is empanelled with.
export const partners = [
  { name: 'SBI Mutual Fund', logo: logo('sbi', 'SBI Mutual Fund'), href: 'https://www.sbimf.com/' },
  { name: 'HDFC Mutual Fund', logo: logo('hdfc', 'HDFC Mutual Fund'), href: 'https://www.hdfcfund.com/' },
  {
    name: 'ICICI Prudential Mutual Fund',
    logo: logo('icici-prudential', 'ICICI Prudential Mutual Fund'),
    href: 'https://www.icicipruamc.com/',
  },
  { name: 'Nippon India Mutual Fund', logo: logo('nippon-india', 'Nippon India Mutual Fund'), href: 'https://mf.nipponindiaim.com/' },
  { name: 'Kotak Mutual Fund', logo: logo('kotak', 'Kotak Mutual Fund'), href: 'https://www.kotakmf.com/' },
  { name: 'Axis Mutual Fund', logo: logo('axis', 'Axis Mutual Fund'), href: 'https://www.axismf.com/' },
  {
    name: 'Aditya Birla Sun Life Mutual Fund',
    logo: logo('aditya-birla-sun-life', 'Aditya Birla Sun Life Mutual Fund'),
    href: 'https://mutualfund.adityabirlacapital.com/',
  },
  { name: 'UTI Mutual Fund', logo: logo('uti', 'UTI Mutual Fund'), href: 'https://www.utimf.com/' },
  { name: 'DSP Mutual Fund', logo: logo('dsp', 'DSP Mutual Fund'), href: 'https://www.dspim.com/' },
  { name: 'Mirae Asset Mutual Fund', logo: logo('mirae-asset', 'Mirae Asset Mutual Fund'), href: 'https://www.miraeassetmf.co.in/' },
  {
    name: 'Franklin Templeton Mutual Fund',
    logo: logo('franklin-templeton', 'Franklin Templeton Mutual Fund'),
    href: 'https://www.franklintempletonindia.com/',
  },
  { name: 'Tata Mutual Fund', logo: logo('tata', 'Tata Mutual Fund'), href: 'https://www.tatamutualfund.com/' },
  { name: 'Canara Robeco Mutual Fund', logo: logo('canara-robeco', 'Canara Robeco Mutual Fund'), href: 'https://www.canararobeco.com/' },
  { name: 'PPFAS Mutual Fund', logo: logo('ppfas', 'PPFAS Mutual Fund (Parag Parikh)'), href: 'https://amc.ppfas.com/' },
  { name: 'Edelweiss Mutual Fund', logo: logo('edelweiss', 'Edelweiss Mutual Fund'), href: 'https://www.edelweissmf.com/' },
] as const satisfies readonly Partner[];
