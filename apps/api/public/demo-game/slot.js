// The demo slot page. Amounts are integers of minor units, shown the way the portal shows money
// (packages/ui formatAmount): the currency's own decimals, grouped, with its narrow symbol.
// Its words come from the portal's catalogues (GET /demo-game/text) in the portal's language.
const query = new URLSearchParams(window.location.search);
const ticket = query.get('ticket') ?? '';
const $ = (id) => document.getElementById(id);
let moneyFormat = null;
let text = null;
// A spin whose answer was lost is retried with the same key, so it cannot be charged twice.
let unansweredKey = null;
// Inside the portal's game popup the Deposit button asks the portal to open its deposit page.
const inPortal = window.parent !== window;

function say(template, values = {}) {
  return template.replace(/\{\{(\w+)\}\}/gu, (_, name) => String(values[name] ?? ''));
}

/** The player's words for a refusal code: the game's own where it has one, else the portal's. */
function reason(code) {
  if (code === 'INSUFFICIENT_FUNDS') return text.ui.insufficientFunds;
  if (code === 'TOO_MANY_REQUESTS') return text.ui.tooFast;
  const message = text.errors[code];
  return message ? say(message, { minutes: 1 }) : say(text.ui.unknownCode, { code });
}

/** The first field issue's words, amounts as money (a stake over the play limit); else the code's. */
function refusalOf(answer) {
  const issue = answer.value?.issues?.[0];
  const message = issue ? text.validation[issue.code] : undefined;
  if (!message) return reason(answer.code);
  const values = Object.fromEntries(
    Object.entries(issue.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? money(value) : value,
    ]),
  );
  return say(message, values);
}

function money(minorUnits) {
  const { maximumFractionDigits } = moneyFormat.resolvedOptions();
  return moneyFormat.format(minorUnits / 10 ** maximumFractionDigits);
}

function show(message, { offerDeposit = false } = {}) {
  $('result').textContent = message;
  $('deposit').hidden = !(offerDeposit && inPortal);
}

async function loadText() {
  const response = await fetch(`/demo-game/text?lang=${encodeURIComponent(query.get('lang') ?? 'en')}`);
  text = (await response.json()).value;
  document.documentElement.lang = query.get('lang') ?? 'en';
  document.title = text.ui.title;
  $('game-name').textContent = text.ui.title;
  $('reels').setAttribute('aria-label', text.ui.reels);
  $('stake-label').textContent = text.ui.stake;
  $('spin').textContent = text.ui.spin;
  $('balance-label').textContent = text.ui.balance;
  $('deposit').textContent = text.ui.deposit;
}

async function loadState() {
  const response = await fetch(`/demo-game/state?ticket=${encodeURIComponent(ticket)}`);
  const answer = await response.json();
  if (!answer.success) {
    show(say(text.ui.cannotOpen, { reason: reason(answer.code) }));
    return;
  }
  const state = answer.value;
  moneyFormat = new Intl.NumberFormat(document.documentElement.lang || 'en', {
    style: 'currency',
    currency: state.currency,
    currencyDisplay: 'narrowSymbol',
  });
  $('game-name').textContent = state.gameName;
  $('mode').textContent = state.demo ? text.ui.demoCredit : say(text.ui.realMoney, { vendor: state.vendor });
  $('balance').textContent = money(state.balance);
  const stake = $('stake');
  stake.min = String(state.minStake);
  stake.max = String(state.maxStake);
  stake.value = String(state.minStake);
  $('spin').disabled = false;
  if (state.balance < state.minStake) show(reason('INSUFFICIENT_FUNDS'), { offerDeposit: true });
}

async function spin() {
  const button = $('spin');
  button.disabled = true;
  unansweredKey ??= crypto.randomUUID();
  try {
    const response = await fetch('/demo-game/spin', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'Idempotency-Key': unansweredKey,
      },
      body: JSON.stringify({ ticket, stake: Number($('stake').value) }),
    });
    const answer = await response.json();
    if (answer.code !== 'IDEMPOTENCY_IN_FLIGHT') unansweredKey = null;
    if (!answer.success) {
      show(say(text.ui.refused, { reason: refusalOf(answer) }), {
        offerDeposit: answer.code === 'INSUFFICIENT_FUNDS',
      });
      return;
    }
    const result = answer.value;
    result.reels.forEach((symbol, index) => {
      $(`reel-${index}`).textContent = symbol;
    });
    $('balance').textContent = money(result.balance);
    show(result.payout > 0 ? say(text.ui.win, { amount: money(result.payout) }) : text.ui.noWin);
  } catch {
    show(text.ui.networkError);
  } finally {
    button.disabled = false;
  }
}

$('spin').addEventListener('click', () => {
  void spin();
});
$('deposit').addEventListener('click', () => {
  // Nothing secret in the message; the portal checks that it came from this frame.
  window.parent.postMessage({ type: 'portal:open-deposit' }, '*');
});
void loadText().then(loadState);
