import type { Partner } from './types';

// Fund houses shown in the partners carousel. The logos are plain text wordmarks drawn for this site
// (public/images/partners/), not the fund houses' own artwork. This is the firm's full list: the
// disclosure page names every entry as a fund house whose schemes it distributes. `href` is where each
// logo leads (a new tab).
/** A fund house: its wordmark in public/images/partners/<id>.svg, named by the logo's alt text (the name unless given). */
const partner = (id: string, name: string, href: `https://${string}`, logoAlt = name): Partner => ({
  name,
  logo: { src: `/images/partners/${id}.svg`, alt: logoAlt, width: 200, height: 100 },
  href,
});

// SAMPLE: list exactly the asset management companies the firm is empanelled with.
export const partners: readonly Partner[] = [
  partner('sbi', 'SBI Mutual Fund', 'https://www.sbimf.com/'),
  partner('hdfc', 'HDFC Mutual Fund', 'https://www.hdfcfund.com/'),
  partner('icici-prudential', 'ICICI Prudential Mutual Fund', 'https://www.icicipruamc.com/'),
  partner('nippon-india', 'Nippon India Mutual Fund', 'https://mf.nipponindiaim.com/'),
  partner('kotak', 'Kotak Mutual Fund', 'https://www.kotakmf.com/'),
  partner('axis', 'Axis Mutual Fund', 'https://www.axismf.com/'),
  partner('aditya-birla-sun-life', 'Aditya Birla Sun Life Mutual Fund', 'https://mutualfund.adityabirlacapital.com/'),
  partner('uti', 'UTI Mutual Fund', 'https://www.utimf.com/'),
  partner('dsp', 'DSP Mutual Fund', 'https://www.dspim.com/'),
  partner('mirae-asset', 'Mirae Asset Mutual Fund', 'https://www.miraeassetmf.co.in/'),
  partner('franklin-templeton', 'Franklin Templeton Mutual Fund', 'https://www.franklintempletonindia.com/'),
  partner('tata', 'Tata Mutual Fund', 'https://www.tatamutualfund.com/'),
  partner('canara-robeco', 'Canara Robeco Mutual Fund', 'https://www.canararobeco.com/'),
  partner('ppfas', 'PPFAS Mutual Fund', 'https://amc.ppfas.com/', 'PPFAS Mutual Fund (Parag Parikh)'),
  partner('edelweiss', 'Edelweiss Mutual Fund', 'https://www.edelweissmf.com/'),
];
