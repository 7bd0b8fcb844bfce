-- Mails in the shopper's language (issue 39): `language` becomes the language of their last
-- session (recorded on sign-in and on every signed-in call), `mail_language` their own choice in
-- the profile, which wins. Only German and Arabic are ever mailed to a shopper; an `en` stored by
-- an earlier sign-up tells nothing the shop may use, so it is forgotten.
ALTER TABLE users ADD COLUMN mail_language varchar(5) CHECK (mail_language IN ('du', 'ar'));
UPDATE users SET language = NULL WHERE language IS DISTINCT FROM 'du' AND language IS DISTINCT FROM 'ar';
