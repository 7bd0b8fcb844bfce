import type { User } from '@shop/shared-contracts/api/entities';
import {
  SHOPPER_MAIL_LANGUAGES,
  type ShopperMailLanguage,
} from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Box, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { FormControlLabel, Radio, RadioGroup } from '@shop/shared-platform/ui/mui-page';
import { SubmitButton } from '@shop/shared-platform/ui/submit-button';
import { type FormEvent, useState } from 'react';
import { useUpdateProfileMutation } from './api/update-profile';

/** "As in the shop" stands for no choice: the mails follow the language last used. */
type Choice = ShopperMailLanguage | 'shop';
type Notice = { severity: 'info' | 'success' | 'error'; key: string };

/**
 * The language of the shopper's mails: German, Arabic, or as in the shop (the language of their
 * last visit). Native radio buttons, so arrows move and Space picks, as in every form.
 */
export function MailLanguageForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const saved: Choice = user.mail_language ?? 'shop';
  const [choice, setChoice] = useState<Choice>(saved);
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useUpdateProfileMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === saved) {
      setNotice({ severity: 'info', key: 'profile.noChanges' });
      return;
    }
    try {
      await save.mutateAsync({ mail_language: choice === 'shop' ? null : choice });
      setNotice({ severity: 'success', key: 'mailLanguage.saved' });
    } catch {
      setNotice({ severity: 'error', key: 'mailLanguage.failed' });
    }
  };

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="mail-language-heading"
    >
      <Typography id="mail-language-heading" variant="h6" component="h3" gutterBottom>
        {t('mailLanguage.title')}
      </Typography>
      <Stack spacing={2}>
        <Typography id="mail-language-hint" variant="body2" color="text.secondary">
          {t('mailLanguage.hint')}
        </Typography>
        <RadioGroup
          name="mail_language"
          value={choice}
          aria-labelledby="mail-language-heading"
          aria-describedby="mail-language-hint"
          onChange={(event) => {
            setChoice(event.target.value as Choice);
            setNotice(null);
          }}
        >
          <FormControlLabel value="shop" control={<Radio />} label={t('mailLanguage.shop')} />
          {SHOPPER_MAIL_LANGUAGES.map((language) => (
            <FormControlLabel
              key={language}
              value={language}
              control={<Radio />}
              label={t(`mailLanguage.${language}`)}
            />
          ))}
        </RadioGroup>
        <div aria-live="polite">
          {notice ? <Alert severity={notice.severity}>{t(notice.key)}</Alert> : null}
        </div>
        <SubmitButton busy={save.isPending} busyLabel={t('profile.saving')} fullWidth={false}>
          {t('mailLanguage.save')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
