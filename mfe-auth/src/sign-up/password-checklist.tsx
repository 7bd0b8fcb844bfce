import type { PasswordErrorKey } from '@shop/shared-contracts/api/error-keys';
import { containsPersonalWord } from '@shop/shared-contracts/validation/personal-words';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { CheckCircle, RadioButtonUnchecked } from '@shop/shared-platform/ui/icons';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { List, ListItemText } from '@shop/shared-platform/ui/mui-lists';
import { ListItem, ListItemIcon } from '@shop/shared-platform/ui/mui-page';
import { visuallyHiddenSx } from '../shared/visually-hidden';
import { PASSWORD_RULES, SERVER_RULE_LABELS } from './password-rules';

interface PasswordChecklistProps {
  id: string;
  password: string;
  /** A rule only the server checks (common lists, guessability), refused for this password. */
  serverRule?: PasswordErrorKey | undefined;
  /**
   * The typed name's and e-mail's words (`personalWords`) the password must not contain; without
   * them (a reset: the form knows no name) that rule is listed only once the server refused it.
   */
  personal?: readonly string[] | undefined;
}

/**
 * Live list of the password rules; icons sit at the inline start, so they follow RTL. After the
 * server refused the password for a rule only it checks, its reason is listed as one more rule.
 */
export function PasswordChecklist({ id, password, serverRule, personal }: PasswordChecklistProps) {
  const { t } = useTranslation('auth');
  const rules = [
    ...PASSWORD_RULES.map((rule) => ({
      id: rule.id,
      labelKey: rule.labelKey,
      met: rule.isMet(password),
    })),
    // The API refuses a password holding the name or e-mail: said before sending, not after.
    ...(personal
      ? [
          {
            id: 'personal',
            labelKey: SERVER_RULE_LABELS['auth.password_too_personal'],
            met: password.length > 0 && !containsPersonalWord(password, personal),
          },
        ]
      : []),
    ...(serverRule && !(personal && serverRule === 'auth.password_too_personal')
      ? [{ id: 'server', labelKey: SERVER_RULE_LABELS[serverRule], met: false }]
      : []),
  ];
  return (
    <List id={id} dense disablePadding aria-label={t('signUp.rules.title')}>
      {rules.map((rule) => {
        const met = rule.met;
        return (
          <ListItem key={rule.id} disableGutters data-rule={rule.id} data-met={met} sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {met ? (
                <CheckCircle fontSize="small" color="success" aria-hidden />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="disabled" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {t(rule.labelKey)}
                  <Box component="span" sx={visuallyHiddenSx}>
                    {` (${met ? t('signUp.rules.met') : t('signUp.rules.notMet')})`}
                  </Box>
                </>
              }
              slotProps={{
                primary: { sx: { color: met ? 'success.main' : 'text.secondary' } },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
