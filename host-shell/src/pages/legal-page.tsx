import { Container, Typography } from '@shop/shared-platform/ui/mui-core';

/** Layout of the static legal pages; the texts come translated from the caller. */
export function LegalPage({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  return (
    <Container maxWidth="md" component="article" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {paragraphs.map((text) => (
        <Typography key={text} sx={{ mb: 2, lineHeight: 1.8 }}>
          {text}
        </Typography>
      ))}
    </Container>
  );
}
