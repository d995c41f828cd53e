/**
 * The sandbox gateway's pages: plain server-rendered HTML with an inline stylesheet and no script, so they pass a
 * strict CSP of their own and need nothing from the SPA.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
  main{max-width:28rem;margin:2rem auto;padding:0 1rem}
  .card{background:#fff;border:1px solid #cbd5e1;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 2px #0f172a14}
  .badge{display:inline-block;margin:0 0 .75rem;padding:.2rem .6rem;border-radius:999px;background:#fef3c7;color:#78350f;
    font-size:.8rem;font-weight:600}
  h1{margin:0 0 1rem;font-size:1.4rem}
  dl{margin:0 0 1.5rem;display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
  dt{color:#475569}
  dd{margin:0;font-weight:600;word-break:break-word}
  .amount{font-size:1.25rem}
  .actions{display:flex;flex-wrap:wrap;gap:.75rem}
  button,a.button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:.5rem;border:1px solid transparent;
    cursor:pointer;text-decoration:none}
  .pay{background:#065f46;color:#fff}
  .decline{background:#991b1b;color:#fff}
  .cancel{background:#fff;color:#1e293b;border-color:#64748b}
  button:focus-visible,a.button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
  p.note{color:#475569;font-size:.9rem;margin:1rem 0 0}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<p class="badge">Sandbox: no real money moves</p>
${body}
</div>
</main>
</body>
</html>`;
}

export type CheckoutView = {
  merchant: string;
  orderId: string;
  description: string;
  /** "KD 27.500", as formatMoney writes it everywhere. */
  amount: string;
};

/** The payment page: merchant, order and amount, then Pay, Decline (NOT CAPTURED) and Cancel. */
export function checkoutPage(view: CheckoutView): string {
  return layout(
    `Pay ${view.amount} to ${view.merchant}`,
    `<h1>KNET payment</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(view.merchant)}</dd>
<dt>Order</dt><dd>${escapeHtml(view.orderId)}</dd>
<dt>Description</dt><dd>${escapeHtml(view.description)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(view.amount)}</dd>
</dl>
<form method="post" class="actions">
<button type="submit" name="action" value="pay" class="pay">Pay</button>
<button type="submit" name="action" value="decline" class="decline">Decline</button>
<button type="submit" name="action" value="cancel" class="cancel">Cancel</button>
</form>
<p class="note">Pay captures the payment, Decline answers as a bank refusal (NOT CAPTURED), Cancel returns without
paying.</p>`,
  );
}

/** A link that was already used: the result, and the way back to the merchant. */
export function processedPage(result: string, backUrl: string): string {
  return layout(
    'Payment already processed',
    `<h1>This payment has been processed</h1>
<dl><dt>Result</dt><dd>${escapeHtml(result)}</dd></dl>
<a class="button cancel" href="${escapeHtml(backUrl)}">Return to the merchant</a>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Payment link not found',
    `<h1>Payment link not found</h1>
<p>This payment link is not valid or has expired. Go back to the merchant and start the payment again.</p>`,
  );
}
