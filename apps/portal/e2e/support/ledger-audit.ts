import { operatorCli } from './operator';

/**
 * The suite's global teardown: the operator CLI's ledger audit against the suite's server, which
 * Playwright stops only after this has run. Every account's balance must still be the sum of its
 * entries and every posting must balance after all the money the tests moved; a difference fails
 * the run with the audit's lines.
 */
export default async function ledgerAudit(): Promise<void> {
  try {
    console.log(await operatorCli('ledger-audit'));
  } catch (error) {
    const printed = (error as { stdout?: unknown }).stdout;
    throw new Error(
      `the ledger audit of the end-to-end server found a difference:\n${typeof printed === 'string' ? printed : String(error)}`,
    );
  }
}
