/**
 * Agreements: the direct seller agreement (versions and append-only acceptances), the
 * associate's identity card with its public check, and the register of direct sellers
 * (Consumer Protection (Direct Selling) Rules 2021, rules 5 and 6; decisions 0122-0124). Reads
 * associates, users, addresses, wallet (KYC) and settings. Becoming an associate asks it
 * whether the agreement was accepted (flows/register-associate.ts, make-associate.ts and the
 * associate-upgrade request).
 */
export {
  acceptAgreement,
  assertAcceptedCurrentAgreement,
  type AcceptingClient,
} from './services/acceptances';
export { assertCurrentAgreement } from './services/agreement-versions';
export { acceptAgreementForDemo, DEMO_ACCEPTANCE_CLIENT } from './demo/demo-acceptances';
