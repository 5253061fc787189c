// Reject with a reason: the merchant or member reads it, so it is required and at most
// MAX_REVIEW_REASON characters (the contracts' rule, the same the server checks).
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_REVIEW_REASON, ProductRejectRequest } from '@storefront/contracts/operator';
import { Button, Field } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import * as v from 'valibot';

const RejectReason = v.pick(ProductRejectRequest, ['reason']);

export function RejectForm({
  onReject,
  disabled,
  label,
}: {
  onReject: (reason: string) => Promise<void>;
  disabled?: boolean;
  label?: string;
}) {
  const { t } = useLingui();
  // onReject reports its own failures (a decision's line, a 409's reload): it does not throw.
  const { register, submit, watch, fieldError, submitting } = useEndpointForm({
    schema: RejectReason,
    defaultValues: { reason: '' },
    send: ({ reason }) => onReject(reason),
  });
  const length = watch('reason').length;
  return (
    <form className="operator-reject" onSubmit={submit} noValidate aria-label={label ?? t`退回`}>
      <Field
        label={t`退回原因`}
        required
        error={fieldError('reason')}
        hint={
          <Trans>
            {length} / {MAX_REVIEW_REASON} 字
          </Trans>
        }
      >
        <textarea rows={3} {...register('reason')} />
      </Field>
      <Button type="submit" variant="danger" busy={submitting} disabled={disabled}>
        <Trans>退回</Trans>
      </Button>
    </form>
  );
}
