import { pictureOf } from '@/lib/data/firmSchema';
import { fundHousesData } from './data';
import type { Partner } from './types';

// Fund houses shown in the partners carousel. The logos are plain text wordmarks drawn for this site
// (public/images/partners/), not the fund houses' own artwork. The firm's full list is
// content/fund-houses.yml: the disclosure page names every entry as a fund house whose schemes it
// distributes. `href` is where each logo leads (a new tab).
/** A fund house: its wordmark in public/images/partners/<id>.svg, named by the logo's alt text (the name unless given). */
const partner = (id: string, name: string, href: `https://${string}`, logoAlt = name): Partner => ({
  name,
  logo: { src: pictureOf.fundHouse(id), alt: logoAlt, width: 200, height: 100 },
  href,
});

// The firm's list, from content/fund-houses.yml.
export const partners: readonly Partner[] = fundHousesData.fundHouses.map((h) => partner(h.id, h.name, h.href, h.logoAlt));
