//! Shops and shopkeepers (shk.c): entering and the greeting, quotes and
//! the bill, paying, selling and credit, leaving without paying and the
//! Kops, damage and repairs, the keeper's death, and prices (charisma,
//! dunce caps, tourists, unidentified goods, magical properties).

mod shops {
    pub mod common;
    mod damage;
    mod entry;
    mod levels;
    mod minetown;
    mod prices;
    mod selling;
    mod theft;
    mod visit;
}
