import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useEffect, useState } from 'react';
import { Loading } from '../../shared/page-states';
import { type FileKind, useApplicationFile } from '../operator-api';

/** The blob as an object URL for as long as it is shown, revoked afterwards. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** A private file of an application: a picture is shown, a PDF is offered to open. */
export function ApplicationFile({
  id,
  kind,
  label,
}: {
  id: number;
  kind: FileKind;
  label: string;
}) {
  const { t } = useTranslation('seller');
  const file = useApplicationFile(id, kind);
  const url = useObjectUrl(file.data);
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle1">
        {label}
      </Typography>
      {file.isPending ? (
        <Loading label={t('backOffice.fileLoading')} />
      ) : file.isError ? (
        <QueryError error={file.error} onRetry={() => void file.refetch()} />
      ) : !url ? null : file.data.type.startsWith('image/') ? (
        <Box
          component="img"
          src={url}
          alt={label}
          sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
        />
      ) : (
        <Button component="a" href={url} target="_blank" rel="noopener" variant="outlined">
          {t('backOffice.openFile', { name: label })}
        </Button>
      )}
    </Box>
  );
}
