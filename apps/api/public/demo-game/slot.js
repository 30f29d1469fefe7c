// The demo slot page. Amounts are integers of minor units, shown the way the portal shows money
// (packages/ui formatAmount): the currency's own decimals, grouped, with its narrow symbol.
const ticket = new URLSearchParams(window.location.search).get('ticket') ?? '';
const $ = (id) => document.getElementById(id);
let moneyFormat = null;
// A spin whose answer was lost is retried with the same key, so it cannot be charged twice.
let unansweredKey = null;

function money(minorUnits) {
  const { maximumFractionDigits } = moneyFormat.resolvedOptions();
  return moneyFormat.format(minorUnits / 10 ** maximumFractionDigits);
}

function show(message) {
  $('result').textContent = message;
}

async function loadState() {
  const response = await fetch(`/demo-game/state?ticket=${encodeURIComponent(ticket)}`);
  const answer = await response.json();
  if (!answer.success) {
    show(`Cannot open the game (${answer.code}).`);
    return;
  }
  const state = answer.value;
  moneyFormat = new Intl.NumberFormat(document.documentElement.lang || 'en', {
    style: 'currency',
    currency: state.currency,
    currencyDisplay: 'narrowSymbol',
  });
  $('game-name').textContent = state.gameName;
  $('mode').textContent = state.demo ? 'Demo credit: not real money' : `Real money, vendor ${state.vendor}`;
  $('balance').textContent = money(state.balance);
  const stake = $('stake');
  stake.min = String(state.minStake);
  stake.max = String(state.maxStake);
  stake.value = String(state.minStake);
  $('spin').disabled = false;
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
      show(`Spin refused (${answer.code}).`);
      return;
    }
    const result = answer.value;
    result.reels.forEach((symbol, index) => {
      $(`reel-${index}`).textContent = symbol;
    });
    $('balance').textContent = money(result.balance);
    show(result.payout > 0 ? `You win ${money(result.payout)}!` : 'No win this time.');
  } catch {
    show('Network error, please try again.');
  } finally {
    button.disabled = false;
  }
}

$('spin').addEventListener('click', () => {
  void spin();
});
void loadState();
