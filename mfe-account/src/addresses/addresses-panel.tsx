import type { Address } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useNavigate } from '@shop/shared-platform/router/react-router';
import { Box, Button } from '@shop/shared-platform/ui/mui-core';
import { AddOutlined } from '@shop/shared-platform/ui/page-icons';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { PanelEmpty } from '../shared/panel-empty';
import { PanelHeading } from '../shared/panel-heading';
import { PanelLoading } from '../shared/panel-loading';
import { toast } from '../shared/toast';
import { AddressCard } from './address-card';
import { AddressFormDialog } from './address-form-dialog';
import { useDeleteAddress } from './api/delete-address';
import { useAddresses } from './api/get-addresses';
import { useSetDefaultAddress } from './api/set-default-address';

interface AddressesPanelProps {
  headingLevel?: 1 | 2;
  /** A same-site path to open after an address was saved (the checkout that sent the shopper). */
  returnTo?: string | null;
}

/** The address book: add and edit in a dialog, set the default, delete the others. */
export default function AddressesPanel({ headingLevel = 2, returnTo = null }: AddressesPanelProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const saved = () => {
    setEditing(null);
    toast('success', t('addresses.saved'));
    if (returnTo) navigate(returnTo);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast('success', t('addresses.deleted')),
      onError: () => toast('error', t('addresses.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };
  const makeDefault = (address: Address) =>
    setDefault.mutate(address.id, {
      onSuccess: () => toast('success', t('addresses.defaultSet', { title: address.title })),
      onError: () => toast('error', t('addresses.defaultFailed')),
    });

  const addButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      {t('addresses.add')}
    </Button>
  );
  let body: ReactNode;
  if (addresses.isPending) body = <PanelLoading label={t('addresses.loading')} />;
  else if (addresses.isError)
    body = <QueryError error={addresses.error} onRetry={() => void addresses.refetch()} />;
  else if (addresses.data.length === 0)
    body = <PanelEmpty title={t('addresses.empty')} hint={t('addresses.emptyHint')} />;
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {addresses.data.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            busy={remove.isPending || setDefault.isPending}
            onEdit={() => setEditing(address)}
            onDelete={() => setDeleting(address)}
            onSetDefault={() => makeDefault(address)}
            headingLevel={headingLevel === 1 ? 2 : 3}
          />
        ))}
      </Box>
    );

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <PanelHeading level={headingLevel}>{t('addresses.title')}</PanelHeading>
        {addButton}
      </Box>
      {body}
      {editing ? (
        <AddressFormDialog
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('addresses.deleteTitle')}
        text={t('addresses.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('addresses.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
