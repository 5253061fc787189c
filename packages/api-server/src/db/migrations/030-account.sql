-- Account: each kind of upgrade application is accepted once per member (the server also
-- checks the tier and the pending flag), so a double submit cannot store two applications.
create unique index upgrade_applications_once_idx on upgrade_applications(member_id, kind);
