import type { SellerOptions } from '@shop/shared-contracts/api/marketplace';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Box } from '@shop/shared-platform/ui/mui-core';
import { MenuItem, TextField } from '@shop/shared-platform/ui/mui-page';
import { SubmitButton } from '@shop/shared-platform/ui/submit-button';
import { type FormEvent, useState } from 'react';
import { useFieldText } from '../shared/use-field-text';
import { categoryOptions } from './category-options';
import { type ProductDraft, type ProductErrors, validateProduct } from './product-validation';
import { VariantRows } from './variant-rows';

interface ProductFormProps {
  /**
   * The server's product as a draft. When it changes (a picture added, published), the fields
   * the vendor has not touched follow it and their unsaved edits stay (`mergeDraft`).
   */
  initial: ProductDraft;
  options: SellerOptions;
  busy: boolean;
  /** The server's field problems of the last attempt (422 `codes`). */
  serverErrors: ProductErrors;
  /** Translated general message of the last failed attempt. */
  problem?: string | undefined;
  onSave: (draft: ProductDraft) => void;
}

const TEXT_FIELDS = [
  { name: 'name_german', dir: 'ltr', lang: 'de', multiline: false },
  { name: 'name_arabic', dir: 'rtl', lang: 'ar', multiline: false },
  { name: 'description_german', dir: 'ltr', lang: 'de', multiline: true },
  { name: 'description_arabic', dir: 'rtl', lang: 'ar', multiline: true },
] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `fresh` with every field that differs between `base` and `edited` taken from `edited`. */
function keepEdits<T extends object>(base: T, edited: T, fresh: T): T {
  const merged = { ...fresh };
  for (const key of Object.keys(fresh) as (keyof T)[]) {
    if (!sameValue(edited[key], base[key])) merged[key] = edited[key];
  }
  return merged;
}

/**
 * `fresh` (the server's newer product) with every field the vendor changed since `base` (what
 * the form last took from the server) kept as they typed it; variants field by field, matched by
 * their key. Variants the vendor added or removed stay added or removed.
 */
export function mergeDraft(base: ProductDraft, edited: ProductDraft, fresh: ProductDraft) {
  const { variants: _variants, ...rest } = keepEdits(base, edited, fresh);
  const before = new Map(base.variants.map((variant) => [variant.key, variant]));
  const after = new Map(fresh.variants.map((variant) => [variant.key, variant]));
  const variants = edited.variants.map((variant) => {
    const was = before.get(variant.key);
    const now = after.get(variant.key);
    return was && now ? keepEdits(was, variant, now) : variant;
  });
  return { ...rest, variants };
}

/** A product's names, descriptions, category and variants; checked here, then by the server. */
export function ProductForm({
  initial,
  options,
  busy,
  serverErrors,
  problem,
  onSave,
}: ProductFormProps) {
  const { t, i18n } = useTranslation('seller');
  const fieldText = useFieldText();
  const [draft, setDraft] = useState(initial);
  const [base, setBase] = useState(initial);
  // Adjusted while rendering (React's pattern for state that follows a prop): no effect, no flash.
  if (initial !== base) {
    setBase(initial);
    setDraft(mergeDraft(base, draft, initial));
  }
  const [checked, setChecked] = useState<ProductErrors | null>(null);
  const errors = { ...serverErrors, ...(checked ?? {}) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProduct(draft);
    setChecked(found);
    if (Object.keys(found).length === 0) onSave(draft);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      {problem || (checked && Object.keys(checked).length > 0) ? (
        <Alert severity="error">{problem ?? t('errors.check')}</Alert>
      ) : null}
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={t(`form.${field.name}`)}
          value={draft[field.name]}
          onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
          required
          multiline={field.multiline}
          minRows={field.multiline ? 3 : undefined}
          error={Boolean(errors[field.name])}
          helperText={fieldText(errors[field.name])}
          slotProps={{ htmlInput: { dir: field.dir, lang: field.lang } }}
        />
      ))}
      <TextField
        select
        label={t('form.category')}
        value={draft.category_id}
        onChange={(event) => setDraft({ ...draft, category_id: event.target.value })}
        required
        error={Boolean(errors.category_id)}
        helperText={fieldText(errors.category_id)}
      >
        {categoryOptions(options.categories, i18n.language).map((category) => (
          <MenuItem
            key={category.id}
            value={String(category.id)}
            // Sub-categories stand indented under their main category, which is in bold.
            sx={{ ps: 2 + category.depth * 3, fontWeight: category.depth === 0 ? 600 : 400 }}
          >
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <VariantRows
        variants={draft.variants}
        options={options}
        errors={errors}
        onChange={(variants) => setDraft({ ...draft, variants })}
      />
      <Box>
        <SubmitButton busy={busy} busyLabel={t('form.saving')} fullWidth={false}>
          {t('form.save')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
