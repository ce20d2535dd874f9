//! The written form of every statement, as error messages quote it
//! ("expected form: DOOR: state, coordinate") and editors may show it.

/// (keyword, form); optional parts in `[ ]`, alternatives with `|`.
pub const FORMS: &[(&str, &str)] = &[
    ("MESSAGE", "MESSAGE: \"text\""),
    ("MAZE", "MAZE: \"name\", filler-char | random"),
    ("LEVEL", "LEVEL: \"name\""),
    ("FLAGS", "FLAGS: flag[, flag...]"),
    (
        "INIT_MAP",
        "INIT_MAP: mines, fg, bg, smoothed, joined, lit, walled[, fill] | solidfill, char | mazegrid, char | rogue",
    ),
    ("GEOMETRY", "GEOMETRY: horizontal, vertical | (x,y), then MAP ... ENDMAP"),
    ("MAP", "GEOMETRY: horizontal, vertical | (x,y), then MAP, the map's lines, ENDMAP"),
    ("NOMAP", "NOMAP"),
    ("OBJECT", "OBJECT: object, coordinate[, option...]"),
    ("CONTAINER", "CONTAINER: object, coordinate[, option...] { contents }"),
    ("MONSTER", "MONSTER: monster, coordinate[, option...] [{ inventory }]"),
    ("TRAP", "TRAP: \"type\" | random, coordinate"),
    ("DOOR", "DOOR: state, coordinate"),
    ("ROOMDOOR", "ROOMDOOR: secret, state, wall, position"),
    ("DRAWBRIDGE", "DRAWBRIDGE: coordinate, direction, state"),
    ("MAZEWALK", "MAZEWALK: coordinate, direction[, stocked[, fill-char]]"),
    ("WALLIFY", "WALLIFY[: selection]"),
    ("REGION", "REGION: (x1,y1,x2,y2), lit | unlit | random, \"room type\"[, filled[, irregular]] [{ ... }]"),
    ("ALTAR", "ALTAR: coordinate, alignment, type"),
    ("LADDER", "LADDER: coordinate, up | down"),
    ("STAIR", "STAIR: coordinate, up | down  or  STAIR: region, avoid-region, up | down"),
    ("PORTAL", "PORTAL: region, avoid-region, \"level\""),
    ("TELEPORT_REGION", "TELEPORT_REGION: region, avoid-region[, up | down]"),
    ("BRANCH", "BRANCH: region, avoid-region"),
    ("FOUNTAIN", "FOUNTAIN: coordinate"),
    ("SINK", "SINK: coordinate"),
    ("POOL", "POOL: coordinate"),
    ("NON_DIGGABLE", "NON_DIGGABLE: (x1,y1,x2,y2)"),
    ("NON_PASSWALL", "NON_PASSWALL: (x1,y1,x2,y2)"),
    ("IF", "IF [N%] { ... } [ELSE { ... }]  or  IF [a < b] { ... }"),
    ("EXIT", "EXIT"),
    ("ROOM", "ROOM: \"type\"[ [N%]], lit, position, alignment, size[, flags] { ... }"),
    ("SUBROOM", "SUBROOM: \"type\"[ [N%]], lit, (x,y), (w,h)[, flags] { ... }"),
    ("RANDOM_CORRIDORS", "RANDOM_CORRIDORS"),
    ("CORRIDOR", "CORRIDOR: (room, wall, door), (room, wall, door) | number"),
    ("TERRAIN", "TERRAIN: selection, map-char"),
    ("REPLACE_TERRAIN", "REPLACE_TERRAIN: (x1,y1,x2,y2), from-char, to-char, N%"),
    ("GOLD", "GOLD: amount, coordinate"),
    ("GRAVE", "GRAVE: coordinate[, \"text\" | random]"),
    ("ENGRAVING", "ENGRAVING: coordinate, type, \"text\""),
    ("MINERALIZE", "MINERALIZE[: kelp-pool, kelp-moat, gold, gems]"),
    ("FOR", "FOR $i = from TO to { ... }"),
    ("LOOP", "LOOP [count] { ... }"),
    ("SWITCH", "SWITCH [N] { CASE 0: ... DEFAULT: ... }"),
    ("BREAK", "BREAK"),
    ("FUNCTION", "FUNCTION name($param: int | str, ...) { ... }"),
    ("SHUFFLE", "SHUFFLE: $array"),
];

/// The form of the statement `keyword` starts, if it starts one.
pub fn form(keyword: &str) -> Option<&'static str> {
    FORMS.iter().find(|(k, _)| *k == keyword).map(|(_, f)| *f)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_statement_keyword_has_a_form() {
        for k in crate::messages::STATEMENTS {
            assert!(super::form(k).is_some(), "{k} has no form");
        }
        assert_eq!(super::form("DOOR"), Some("DOOR: state, coordinate"));
        assert!(super::form("door").is_none());
    }
}
