import { demoGalleryPng } from '../../platform/demo-images';
import { toWebp } from '../../platform/images';
import { createAssociate, recordCustomerReferral } from '../../modules/associates';
import { createDemoPerson } from '../../modules/users';
import { storeDemoKycDocuments } from '../../modules/wallet';
import { approveRequest } from '../../flows/decide-request';
import {
  between,
  DAY_MS,
  DEMO_CITIES,
  HOUR_MS,
  later,
  pick,
  submitDemoRequest,
  type DemoAssociate,
  type DemoBusiness,
} from './context';

export const DEMO_ASSOCIATES = 200;
const DEMO_CUSTOMERS = 90;
/** The first associates, who sponsor far more than the rest (the business's leaders). */
const LEADERS = 8;
/** Associates up to this number ask for KYC; up to the next one it is approved. */
const KYC_ASKED = 130;
const KYC_APPROVED = 118;

/**
 * When associate `number` joins: over the year before `end`, more of them lately (a growing
 * business), the last ones in the last days, so "new this month" has figures.
 */
const joinedAt = (end: Date, number: number, count: number) =>
  new Date(end.getTime() - 365 * DAY_MS * (1 - (number / (count + 1)) ** 0.6) - 6 * HOUR_MS);

/** A sponsor among those who joined before: the company for the first few, often a leader. */
function chooseSponsor(business: DemoBusiness, number: number) {
  const { random, associates } = business;
  if (number <= 3 || associates.length === 0) return business.root;
  if (random() < 0.3) return pick(random, associates.slice(0, LEADERS)).node;
  const back = Math.ceil(associates.length * random() ** 0.5);
  return associates[Math.max(0, back - 1)]!.node;
}

/**
 * The people of the demo business, each added at their own moment: 200 associates in a tree
 * (leaders near the top, recent joiners deep down), their KYC (most approved, a few waiting) and 90 customers, each referred by an associate.
 */
export async function scheduleDemoPeople(business: DemoBusiness) {
  const { timeline, random } = business;
  const end = timeline.end;
  const document = await toWebp({
    bytes: await demoGalleryPng('Demo KYC document', 210),
    allowed: ['png'],
    width: 800,
    height: 600,
    fit: 'inside',
  });
  for (let number = 1; number <= DEMO_ASSOCIATES; number += 1) {
    const at = joinedAt(end, number, DEMO_ASSOCIATES);
    timeline.add(at, async () => {
      const associate = await joinAssociate(business, number);
      if (number > KYC_ASKED) return;
      const askedAt = later(at, between(random, 30, 140) * HOUR_MS);
      timeline.add(askedAt, async () => {
        const requestId = await askForKyc(business, associate, document);
        if (number > KYC_APPROVED) return;
        timeline.add(later(askedAt, between(random, 4, 60) * HOUR_MS), async () => {
          await approveRequest({
            db: business.db,
            messenger: business.messenger,
            company: business.company.name,
            decider: business.admin,
            id: requestId,
          });
          associate.isKycApproved = true;
        });
      });
    });
  }
  for (let number = 1; number <= DEMO_CUSTOMERS; number += 1) {
    const at = new Date(end.getTime() - 200 * DAY_MS * (1 - number / (DEMO_CUSTOMERS + 1)));
    timeline.add(at, () => joinCustomer(business, number));
  }
}

async function joinAssociate(business: DemoBusiness, number: number) {
  const { db, random } = business;
  const sponsor = chooseSponsor(business, number);
  const associate = await db.transaction(async (tx): Promise<DemoAssociate> => {
    const user = await createDemoPerson({ db: tx, role: 'ASSOCIATE', number, random });
    const node = await createAssociate({
      db: tx,
      userId: user.id,
      sponsor,
      prefix: business.company.shortName.toUpperCase(),
    });
    return {
      number,
      userId: user.id,
      name: `${user.firstName} ${user.lastName}`,
      city: pick(random, DEMO_CITIES),
      node,
      isKycApproved: false,
    };
  });
  business.associates.push(associate);
  return associate;
}

async function joinCustomer(business: DemoBusiness, number: number) {
  const { db, random, associates } = business;
  const user = await createDemoPerson({ db, role: 'CUSTOMER', number, random });
  if (associates.length > 0) {
    const referrer = pick(random, associates);
    await recordCustomerReferral({ db, userId: user.id, referralCode: referrer.node.referralCode });
  }
  business.customers.push({
    number,
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`,
    city: pick(random, DEMO_CITIES),
  });
}

/** A KYC request as the associate sends it: a demo PAN, bank account and two document images. */
async function askForKyc(business: DemoBusiness, associate: DemoAssociate, webp: Buffer) {
  const { db, storage } = business;
  const documents = await storeDemoKycDocuments({ db, storage, userId: associate.userId, webp });
  const serial = String(associate.number).padStart(4, '0');
  const request = await submitDemoRequest(business, associate.userId, {
    type: 'KYC',
    payload: {
      pan: `DEMPA${serial}D`,
      accountHolderName: associate.name,
      accountNumber: `90000${serial.padStart(7, '0')}`,
      ifsc: 'DEMO0000001',
      ...documents,
    },
  });
  return request.id;
}
