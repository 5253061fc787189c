// /member/operator/applications: member and partner applications, oldest first, by where they
// stand, each with every field of its form (the company tax id flagged when the contracts' rule
// refuses it); a pending one is approved, or rejected with a reason. The tab, a search by email,
// name or company name and the page are in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_STATES, type ApplicationForm, type ApplicationReviewItem } from '@storefront/contracts/operator';
import { Button, EmptyState, LoadingState, Tabs, api, useApiData } from '@storefront/ui';
import { ListPager, ListSearch, ListTotal, PastLastPage } from '@storefront/ui/lists';
import { OperatorLoadFailure } from './operator-load-failure';
import { OperatorNav } from './operator-nav';
import { RejectForm } from './reject-form';
import { ReviewStateLabel } from './review-state-label';
import { SubmittedTime } from './submitted-time';
import { useDecision } from './use-decision';
import { queueQuery, useQueuePlace, type QueuePlace } from './use-queue-place';

export function ApplicationQueuePage() {
  const { t } = useLingui();
  const place = useQueuePlace();
  return (
    <section aria-labelledby="operator-applications-title" className="operator-page">
      <OperatorNav />
      <h1 id="operator-applications-title">
        <Trans>會員與搭檔申請</Trans>
      </h1>
      <ListSearch value={place.values.q} label={t`搜尋申請`} placeholder={t`電子郵件、姓名或公司名稱`} onSearch={(q) => place.set({ q })} />
      <Tabs
        label={t`審核狀態`}
        active={place.values.status}
        onSelect={place.selectStatus}
        items={REVIEW_STATES.map((state) => ({
          id: state,
          label: <ReviewStateLabel state={state} />,
          content: <ApplicationQueue place={place} />,
        }))}
      />
    </section>
  );
}

function ApplicationQueue({ place }: { place: QueuePlace }) {
  const { status, q } = place.values;
  const list = useApiData((signal) => api().call('operatorReviewList', { query: queueQuery('application', place), signal }), [place.key]);
  const decision = useDecision(list.reload);

  if (list.state === 'loading') return <LoadingState />;
  if (list.state === 'error') return <OperatorLoadFailure error={list.error} onRetry={list.reload} />;
  const applications = list.data.applications ?? [];
  return (
    <>
      {decision.notice ? (
        <p className="operator-notice" role="status">
          {decision.notice}
        </p>
      ) : null}
      {list.data.total > 0 ? <ListTotal {...list.data} /> : null}
      {list.data.total > 0 && applications.length === 0 ? (
        <PastLastPage title={<Trans>這一頁沒有申請</Trans>} firstPageHref={place.pageHref(1)} />
      ) : null}
      {list.data.total === 0 ? (
        <EmptyState
          title={
            q ? <Trans>沒有符合搜尋的申請</Trans> : status === 'pending' ? <Trans>目前沒有待審核的申請</Trans> : <Trans>沒有申請</Trans>
          }
        />
      ) : applications.length > 0 ? (
        <ol className="operator-cards">
          {applications.map((application) => (
            <li key={`${application.userId}-${application.kind}`}>
              <ApplicationCard application={application} decision={decision} />
            </li>
          ))}
        </ol>
      ) : null}
      <ListPager {...list.data} pageHref={place.pageHref} />
    </>
  );
}

function ApplicationCard({ application, decision }: { application: ApplicationReviewItem; decision: ReturnType<typeof useDecision> }) {
  const { t } = useLingui();
  const { userId, kind, form } = application;
  const kindLabel = kind === 'merchant' ? t`搭檔申請` : t`會員申請`;
  const headingId = `operator-application-${userId}-${kind}`;
  // The heading names the kind first, as a title (kindLabel is the lowercase word inside a sentence).
  const applicant = `${form.name} (${application.account})`;
  const heading = kind === 'merchant' ? t`搭檔申請：${applicant}` : t`會員申請：${applicant}`;
  const approve = () => decision.decide(() => api().call('operatorApproveApplication', { body: { userId, kind } }), t`已核准申請`);
  const reject = (reason: string) =>
    decision.decide(() => api().call('operatorRejectApplication', { body: { userId, kind, reason } }), t`已退回申請`);
  return (
    <article className="operator-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <dl className="operator-facts">
        <dt>
          <Trans>送審時間</Trans>
        </dt>
        <dd>
          <SubmittedTime iso={application.submittedAt} />
        </dd>
        <dt>
          <Trans>狀態</Trans>
        </dt>
        <dd>
          <ReviewStateLabel state={application.reviewStatus} />
        </dd>
        {application.reason ? (
          <>
            <dt>
              <Trans>退回原因</Trans>
            </dt>
            <dd>{application.reason}</dd>
          </>
        ) : null}
        <FormFields form={form} kind={kind} uniformNumberValid={application.uniformNumberValid} />
      </dl>
      {application.reviewStatus === 'pending' ? (
        <div className="operator-decision">
          {decision.failure ? (
            <p className="sf-form__error" role="alert">
              {decision.failure}
            </p>
          ) : null}
          <Button variant="primary" busy={decision.busy} onClick={approve} aria-label={t`核准 ${form.name} 的${kindLabel}`}>
            <Trans>核准</Trans>
          </Button>
          <RejectForm onReject={reject} disabled={decision.busy} label={t`退回 ${form.name} 的${kindLabel}`} />
        </div>
      ) : null}
    </article>
  );
}

function FormFields({
  form,
  kind,
  uniformNumberValid,
}: {
  form: ApplicationForm;
  kind: ApplicationReviewItem['kind'];
  uniformNumberValid?: boolean | null;
}) {
  const { t } = useLingui();
  const member: [string, string | null | undefined][] = [
    [t`姓名`, form.name],
    [t`電話`, form.tel],
    [t`Line`, form.line],
    [t`電子郵件`, form.email],
    [t`自然人憑證`, form.twNumber],
  ];
  const company: [string, string | null | undefined][] = [
    [t`公司名稱`, form.companyName],
    [t`負責人`, form.companyOwner],
    [t`公司類型`, form.companyType],
    [t`公司地址`, form.companyAddress],
    [t`公司信箱`, form.companyEmail],
    [t`公司電話`, form.companyTel],
    [t`公司網址`, form.companyUrl],
  ];
  return (
    <>
      {member.map(([label, value]) => (
        <Fact key={label} label={label} value={value} />
      ))}
      {kind === 'merchant' ? (
        <>
          {company.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
          <dt>
            <Trans>統一編號</Trans>
          </dt>
          <dd>
            {form.uniformNumber || '—'}
            {uniformNumberValid === false ? (
              <strong className="operator-flag">
                {' '}
                <Trans>統一編號檢查碼錯誤</Trans>
              </strong>
            ) : null}
          </dd>
        </>
      ) : null}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}
