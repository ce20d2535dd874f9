//! Monster and object names for listings, from the embedded tables.

/// [`oxhack_vm::disasm::Names`] backed by OxHack's tables (NetHack 3.6.7's
/// lists, so indices in `.lev` files of either origin resolve).
pub struct TableNames;

impl oxhack_vm::disasm::Names for TableNames {
    fn monster(&self, index: i64) -> Option<&str> {
        let t = oxhack_tables::tables();
        usize::try_from(index).ok().and_then(|i| t.monsters.get(i)).map(|m| m.name.as_str())
    }
    fn object(&self, index: i64) -> Option<&str> {
        let t = oxhack_tables::tables();
        usize::try_from(index).ok().and_then(|i| t.objects.get(i)).and_then(|o| o.name.as_deref())
    }
}
