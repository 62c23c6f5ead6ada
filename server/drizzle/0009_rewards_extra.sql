-- Reward entries are never edited (ARCHITECTURE.md section 12): a correction is a new entry.
-- Deleting stays possible so removing a user (cascade) still works.
CREATE FUNCTION reward_entries_never_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reward entries are never edited; record a new entry instead';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reward_entries_never_edited BEFORE UPDATE ON reward_entries
  FOR EACH ROW EXECUTE FUNCTION reward_entries_never_edited();
