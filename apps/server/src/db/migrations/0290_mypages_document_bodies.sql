-- A customer document's text (contract, terms, price list) as rich text HTML, sanitised when it is
-- served. Documents stored before texts were kept have an empty one: my pages then says what the
-- document is about instead.
alter table mypages_documents add column body text not null default '';
