import { Fragment, type ReactNode } from 'react';
import { LtrText, UserText } from './bidi-text';

export interface PostalAddressParts {
  /** The address's or the addressee's name. */
  title?: string | null;
  street: string;
  postalCode?: string | null;
  city?: string | null;
  /** The country's name in the page's language. */
  country?: string | null;
  phone?: string | null;
}

/**
 * An address as the shop shows it everywhere: what people typed keeps its own direction, the
 * postcode and the phone number read left to right, so none is reordered on Arabic pages.
 * One line per part, or one line with `inline` (parts separated by commas).
 */
export function PostalAddress({
  parts,
  inline = false,
}: {
  parts: PostalAddressParts;
  inline?: boolean;
}) {
  const { title, street, postalCode, city, country, phone } = parts;
  const place =
    postalCode || city ? (
      <>
        {postalCode ? <LtrText>{postalCode}</LtrText> : null}
        {postalCode && city ? ' ' : null}
        {city ? <UserText>{city}</UserText> : null}
      </>
    ) : null;
  const lines: [string, ReactNode][] = [];
  if (title) lines.push(['title', <UserText key="t">{title}</UserText>]);
  if (street) lines.push(['street', <UserText key="s">{street}</UserText>]);
  if (place) lines.push(['place', place]);
  if (country) lines.push(['country', country]);
  if (phone) lines.push(['phone', <LtrText key="p">{phone}</LtrText>]);
  return (
    <>
      {lines.map(([name, line], index) => (
        <Fragment key={name}>
          {index > 0 ? inline ? ', ' : <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
