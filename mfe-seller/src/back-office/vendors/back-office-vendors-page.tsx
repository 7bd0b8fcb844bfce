import type { OperatorVendor } from '@shop/shared-contracts/api/marketplace';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { UserText } from '@shop/shared-platform/ui/bidi-text';
import { Box, Button, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip, TextField } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { type FormEvent, useState } from 'react';
import { apiProblem, statusOf } from '../../shared/api-problem';
import { ListPages } from '../../shared/list-pages';
import { Empty, Loading } from '../../shared/page-states';
import { ReasonDialog } from '../../shared/reason-dialog';
import { toast } from '../../shared/toast';
import { useListParams } from '../../shared/use-list-params';
import { useVendorStep, useVendors } from '../operator-api';
import { NoAccess, OperatorFrame } from '../operator-frame';

function VendorRow({ vendor }: { vendor: OperatorVendor }) {
  const { t, i18n } = useTranslation('seller');
  const step = useVendorStep(vendor.id);
  const [suspending, setSuspending] = useState(false);
  const problem = step.isError ? t(apiProblem(step.error).message) : undefined;
  const name = i18n.language === 'du' ? vendor.store_name_in_german : vendor.store_name_in_arabic;
  const suspended = vendor.status === 'suspended';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          <UserText>{name}</UserText>
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {vendor.owner ? `${vendor.owner.name} · ${vendor.owner.email} · ` : ''}
          {t('backOffice.products', { count: vendor.products })}
        </Typography>
        {vendor.suspended_reason ? (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('backOffice.suspendedBecause', { reason: vendor.suspended_reason })}
          </Typography>
        ) : null}
        {problem && !suspending ? (
          <Typography color="error" role="alert">
            {problem}
          </Typography>
        ) : null}
      </Box>
      <Chip
        size="small"
        label={t(`backOffice.vendorStatus.${vendor.status}`)}
        color={suspended ? 'warning' : 'success'}
      />
      {suspended ? (
        <Button
          disabled={step.isPending}
          onClick={() =>
            step.mutate(
              { kind: 'reinstate' },
              { onSuccess: () => toast('success', t('backOffice.reinstated')) },
            )
          }
          aria-label={t('backOffice.reinstateNamed', { name })}
        >
          {t('backOffice.reinstate')}
        </Button>
      ) : (
        <Button
          color="error"
          onClick={() => {
            step.reset();
            setSuspending(true);
          }}
          aria-label={t('backOffice.suspendNamed', { name })}
        >
          {t('backOffice.suspend')}
        </Button>
      )}
      {suspending ? (
        <ReasonDialog
          open
          title={t('backOffice.suspendTitle', { name })}
          text={t('backOffice.suspendText')}
          confirmLabel={t('backOffice.suspend')}
          busy={step.isPending}
          error={problem}
          onConfirm={(reason) =>
            step.mutate(
              { kind: 'suspend', reason },
              {
                onSuccess: () => {
                  setSuspending(false);
                  toast('success', t('backOffice.suspended'));
                },
              },
            )
          }
          onClose={() => setSuspending(false)}
        />
      ) : null}
    </Paper>
  );
}

function VendorSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('seller');
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, mb: 2, maxWidth: 480 }}
    >
      <TextField
        type="search"
        size="small"
        label={t('backOffice.vendorSearch')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button type="submit" variant="outlined">
        {t('list.search')}
      </Button>
    </Box>
  );
}

function VendorsContent() {
  const { t } = useTranslation('seller');
  const list = useListParams();
  const vendors = useVendors({ page: list.page, ...(list.q ? { q: list.q } : {}) });
  if (vendors.isError && statusOf(vendors.error) === 403) return <NoAccess />;
  return (
    <>
      <VendorSearch value={list.q} onSearch={(q) => list.set({ q })} />
      {vendors.isPending ? (
        <Loading label={t('backOffice.vendorsLoading')} />
      ) : vendors.isError ? (
        <QueryError error={vendors.error} onRetry={() => void vendors.refetch()} />
      ) : vendors.data.data.length === 0 ? (
        <Empty title={t('backOffice.noVendors')} />
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {vendors.data.data.map((vendor) => (
              <VendorRow key={vendor.id} vendor={vendor} />
            ))}
          </Box>
          <ListPages
            page={vendors.data.current_page}
            last={vendors.data.last_page}
            onChange={(page) => list.set({ q: list.q, page })}
          />
        </>
      )}
    </>
  );
}

/** `/back-office/vendors`: every store, suspended with a reason or reinstated. */
export default function BackOfficeVendorsPage() {
  return (
    <OperatorFrame title="backOffice.vendorsTitle">
      <VendorsContent />
    </OperatorFrame>
  );
}
