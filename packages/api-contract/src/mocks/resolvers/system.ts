import { issueHumanChallenge } from '../../humanCheckIssuer';
import type { Announcements } from '../../schemas/content';
import { mockIconUrl } from '../fixtures/catalogue';
import {
  MOCK_CAPTCHA_PNG,
  MOCK_IP,
  mockCountries,
  mockDomainRoute,
  mockPermissionInfo,
  mockRegistrationSettings,
  mockWhiteLabel,
} from '../fixtures/system';
import { MOCK_HUMAN_CHECK_KEYS, MOCK_HUMAN_CHECK_WORK } from '../humanCheck';
import type { GroupResolvers } from './define';

/** Only the kinds asked for (`B`, `PL`, `PU`, `PR`, `H`); the others come back empty. */
function announcementsOfTypes(announcements: Announcements, types: string): Announcements {
  const wanted = new Set(types.split(',').map((type) => type.trim()));
  return {
    banners: wanted.has('B') ? announcements.banners : [],
    playerNotices: wanted.has('PL') ? announcements.playerNotices : [],
    popups: wanted.has('PU') ? announcements.popups : [],
    promotions: wanted.has('PR') ? announcements.promotions : [],
    announcementImages: wanted.has('H') ? announcements.announcementImages : [],
  };
}

export const systemResolvers = {
  status: () => ({ status: 0, ip: MOCK_IP }),
  whiteLabel: () => mockWhiteLabel,
  registerSettings: () => mockRegistrationSettings,
  domainRoute: () => mockDomainRoute,
  permission: () => mockPermissionInfo,
  publicKey: ({ keyPair }) => ({ jwk: keyPair.publicJwk }),
  countries: () => mockCountries,
  captcha: () => MOCK_CAPTCHA_PNG,
  humanChallenge: () => issueHumanChallenge(MOCK_HUMAN_CHECK_KEYS, new Date(), MOCK_HUMAN_CHECK_WORK),
  announcements: ({ world, query }) => announcementsOfTypes(world.announcements, query.types),
  uploadImage: ({ world, body }) => {
    world.uploads += 1;
    return {
      imageId: `IMG-${world.uploads}`,
      url: mockIconUrl(body.fileName, 30),
      sizeBytes: Math.floor((body.dataBase64.length * 3) / 4),
    };
  },
} satisfies GroupResolvers<'system'>;
