// Reject with a reason: the merchant or member reads it, so it is required and at most
// MAX_REVIEW_REASON characters (the contracts' rule, the same the server checks).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_REVIEW_REASON, ProductRejectRequest } from '@storefront/contracts/operator';
import { Button, Field, useValidationText } from '@storefront/ui';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';

const RejectReason = v.pick(ProductRejectRequest, ['reason']);
type RejectReason = v.InferOutput<typeof RejectReason>;

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
  const text = useValidationText();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RejectReason>({ resolver: valibotResolver(RejectReason), defaultValues: { reason: '' } });
  const length = watch('reason').length;
  const onSubmit = handleSubmit(async ({ reason }) => onReject(reason));
  return (
    <form className="operator-reject" onSubmit={onSubmit} noValidate aria-label={label ?? t`退回`}>
      <Field
        label={t`退回原因`}
        required
        error={errors.reason && text(errors.reason.message)}
        hint={
          <Trans>
            {length} / {MAX_REVIEW_REASON} 字
          </Trans>
        }
      >
        <textarea rows={3} {...register('reason')} />
      </Field>
      <Button type="submit" variant="danger" busy={isSubmitting} disabled={disabled}>
        <Trans>退回</Trans>
      </Button>
    </form>
  );
}
