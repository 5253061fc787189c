// Hands the buyer to the payment provider: the server's signed HTML form is inserted and
// submitted (a full-page POST to the provider's cashier).
export function submitPaymentForm(html: string, doc: Document = document): void {
  const holder = doc.createElement('div');
  holder.hidden = true;
  holder.innerHTML = html;
  doc.body.appendChild(holder);
  const form = holder.querySelector('form');
  if (!form) throw new Error('the payment answer holds no form');
  form.submit();
}
