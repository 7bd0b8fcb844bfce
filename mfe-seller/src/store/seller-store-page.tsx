import type { SellerStoreInput } from '@shop/shared-contracts/api/marketplace';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';
import { Alert, Box } from '@shop/shared-platform/ui/mui-core';
import { TextField } from '@shop/shared-platform/ui/mui-page';
import { SubmitButton } from '@shop/shared-platform/ui/submit-button';
import { type FormEvent, useState } from 'react';
import { apiProblem } from '../shared/api-problem';
import { type SellerStore, sellerStoreKey } from '../shared/seller-api';
import { SellerFrame } from '../shared/seller-frame';
import { toast } from '../shared/toast';
import { useFieldText } from '../shared/use-field-text';

const FIELDS = [
  { name: 'store_name_in_german', dir: 'ltr', lang: 'de', multiline: false, max: 200 },
  { name: 'store_name_in_arabic', dir: 'rtl', lang: 'ar', multiline: false, max: 200 },
  { name: 'description_german', dir: 'ltr', lang: 'de', multiline: true, max: 5000 },
  { name: 'description_arabic', dir: 'rtl', lang: 'ar', multiline: true, max: 5000 },
] as const;

type Field = (typeof FIELDS)[number]['name'];

function check(input: SellerStoreInput): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { name, max, multiline } of FIELDS) {
    const value = input[name].trim();
    // Names are required; a description may stay empty.
    if (!value && !multiline) errors[name] = 'required';
    else if (value.length > max) errors[name] = 'too_long';
  }
  return errors;
}

function StoreForm({ store }: { store: SellerStore }) {
  const { t } = useTranslation('seller');
  const fieldText = useFieldText();
  const client = useQueryClient();
  const [input, setInput] = useState<SellerStoreInput>({
    store_name_in_german: store.store_name_in_german,
    store_name_in_arabic: store.store_name_in_arabic,
    description_german: store.description_german,
    description_arabic: store.description_arabic,
  });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: SellerStoreInput) => callApi('PUT /v1/seller/store', { body }),
    onSuccess: (saved) => {
      client.setQueryData(sellerStoreKey, saved);
      toast('success', t('store.saved'));
    },
  });
  const problem = save.isError ? apiProblem(save.error) : null;
  const errors = { ...(problem?.fields ?? {}), ...checked };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(input);
    setChecked(found);
    if (Object.keys(found).length === 0) save.mutate(input);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, maxWidth: 720 }}
    >
      {problem || Object.keys(checked).length > 0 ? (
        <Alert severity="error">{t(problem?.message ?? 'errors.check')}</Alert>
      ) : null}
      {store.store_logo ? (
        <Box
          component="img"
          src={store.store_logo}
          alt={t('store.logo')}
          sx={{ width: 96, height: 96, objectFit: 'contain' }}
        />
      ) : null}
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={t(`store.${field.name}`)}
          value={input[field.name as Field]}
          onChange={(event) => setInput({ ...input, [field.name]: event.target.value })}
          required={!field.multiline}
          multiline={field.multiline}
          minRows={field.multiline ? 3 : undefined}
          error={Boolean(errors[field.name])}
          helperText={fieldText(errors[field.name])}
          slotProps={{ htmlInput: { dir: field.dir, lang: field.lang } }}
        />
      ))}
      <Box>
        <SubmitButton busy={save.isPending} busyLabel={t('form.saving')} fullWidth={false}>
          {t('form.save')}
        </SubmitButton>
      </Box>
    </Box>
  );
}

/** `/seller/store`: the store's names and descriptions, as the product page's seller card shows them. */
export default function SellerStorePage() {
  return <SellerFrame title="store.title">{(store) => <StoreForm store={store} />}</SellerFrame>;
}
