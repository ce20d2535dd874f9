//! One table of the language's keywords: each one's form and what it does.
//!
//! Hover shows the entry; completion offers the statement keywords with
//! their form as detail. The texts are short on purpose: the full story is
//! the manual (docs/des-language.md).

/// A keyword, the form it is written in, and what it does.
pub struct Keyword {
    pub word: &'static str,
    /// The form, for keywords lev_comp's own table ([`crate::forms`])
    /// does not write; read it through [`Keyword::form`].
    form: &'static str,
    pub doc: &'static str,
    /// Starts a statement (offered at the start of a line).
    pub statement: bool,
}

const fn st(word: &'static str, form: &'static str, doc: &'static str) -> Keyword {
    Keyword { word, form, doc, statement: true }
}

const fn kw(word: &'static str, form: &'static str, doc: &'static str) -> Keyword {
    Keyword { word, form, doc, statement: false }
}

impl Keyword {
    /// The written form: lev_comp's own for statements, so hover and the
    /// compiler's "expected form" say the same.
    pub fn form(&self) -> &'static str {
        crate::forms::form(self.word).unwrap_or(self.form)
    }
}

/// Every documented keyword.
pub const KEYWORDS: &[Keyword] = &[
    st(
        "MAZE",
        "",
        "Starts a maze-style level named `name` (the output is `name.lev`); `filler` is the map character that fills the level first, or `random`.",
    ),
    st("LEVEL", "", "Starts a room-and-corridor level named `name` (the output is `name.lev`)."),
    st(
        "FLAGS",
        "",
        "Level flags, right after the level header: noteleport, hardfloor, nommap, shortsighted, arboreal, mazelevel, premapped, shroud, graveyard, icedpools, solidify, corrmaze, inaccessibles.",
    ),
    st("MESSAGE", "", "A message shown when the hero first arrives on the level."),
    st(
        "INIT_MAP",
        "",
        "How the whole level is filled before anything else: one terrain, a maze grid, or a random cave (mines style).",
    ),
    st(
        "GEOMETRY",
        "",
        "Where the next MAP is placed: justified (left/center/right, top/center/bottom) or at a coordinate.",
    ),
    st(
        "MAP",
        "",
        "A literal map: one character per cell (`-` `|` walls, `.` floor, `+` door, `#` corridor, `}` moat, `P` pool, `L` lava, `T` tree, ...). Later coordinates are relative to it.",
    ),
    st("", "NOMAP", "The level has no MAP: coordinates are absolute on the 80x21 level."),
    st(
        "ROOM",
        "",
        "A room of a room-and-corridor level, with its contents inside the braces. Coordinates inside are relative to the room.",
    ),
    st("SUBROOM", "", "A room inside a ROOM, placed relative to it."),
    st("", "RANDOM_CORRIDORS", "Joins the rooms of the level with random corridors."),
    st("CORRIDOR", "", "A corridor between two doors of numbered rooms."),
    st(
        "ROOMDOOR",
        "",
        "A door in a wall of the current ROOM: secret is true/false/random, state open/closed/locked/nodoor/broken/random, wall north/south/east/west/random.",
    ),
    st("DOOR", "", "A door on the map: state is open, closed, locked, nodoor, broken, secret or random."),
    st(
        "DRAWBRIDGE",
        "",
        "A drawbridge on the moat or lava at (x,y), facing `direction`; state open, closed or random.",
    ),
    st(
        "MONSTER",
        "",
        "Places a monster: \"name\", a class 'c', ('c', \"name\") or random. Infos: a name string, peaceful/hostile, asleep/awake, an alignment, m_feature/m_monster/m_object \"what\", female, invisible, cancelled, revived, avenge, fleeing:n, blinded:n, paralyzed:n, stunned, confused, seen_traps:...",
    ),
    st(
        "OBJECT",
        "",
        "Places an object: \"name\", a class 'c', ('c', \"name\") or random. Infos: blessed/uncursed/cursed, a spe number, a name string, quantity:n, buried, locked/broken, trapped, recharged:n, invisible, greased, eroded:n, erodeproof, montype:...",
    ),
    st("CONTAINER", "", "Places a container and what it holds (OBJECTs without a coordinate, inside the braces)."),
    st(
        "TRAP",
        "",
        "Places a trap: arrow, dart, falling rock, board, bear, land mine, rolling boulder, sleep gas, rust, fire, pit, spiked pit, hole, trap door, teleport, level teleport, magic portal, web, statue, magic, anti magic, polymorph, vibrating square, or random.",
    ),
    st(
        "ALTAR",
        "",
        "An altar: alignment law/neutral/chaos/noalign/coaligned/noncoaligned/random, type altar, shrine or sanctum.",
    ),
    st("FOUNTAIN", "", "Fountains at the selected spots."),
    st("SINK", "", "Sinks at the selected spots."),
    st("POOL", "", "Pools of water at the selected spots."),
    st("GRAVE", "", "A grave, with an epitaph or a random one."),
    st("GOLD", "", "A pile of gold."),
    st("ENGRAVING", "", "An engraving: type dust, engrave, burn, mark or blood."),
    st("LADDER", "", "A ladder up or down."),
    st("STAIR", "", "A staircase, at a spot or somewhere in a region (avoiding the second region)."),
    st("PORTAL", "", "A magic portal to the named level, placed in the first region outside the second."),
    st(
        "TELEPORT_REGION",
        "",
        "Where arrivals by teleport (or from above/below) land: in the first region, outside the second.",
    ),
    st("BRANCH", "", "Where the dungeon branch (stairs or portal to another dungeon) goes."),
    st("REGION", "", "Lights (or darkens) a rectangle and may make it a special room (shop, temple, zoo, ...)."),
    st("NON_DIGGABLE", "", "Walls in the region cannot be dug."),
    st("NON_PASSWALL", "", "Walls in the region cannot be phased through."),
    st("MAZEWALK", "", "Carves a random maze starting at the coordinate, going `direction` first."),
    st("WALLIFY", "", "Turns stone next to floor into proper walls (in the selection, or everywhere)."),
    st("TERRAIN", "", "Sets the terrain of every selected spot to a map character."),
    st("REPLACE_TERRAIN", "", "In the region, turns each `from` cell into `to` with the given chance."),
    st("MINERALIZE", "", "Buries gold and gems in the rock (and kelp in water)."),
    st("IF", "", "Runs a block when the condition holds: [50%], [$a < 3] or [$flag]."),
    st("ELSE", "ELSE { ... }", "The block an IF runs when its condition fails."),
    st("SWITCH", "", "Runs the statements of the CASE matching the value (or DEFAULT)."),
    st("CASE", "CASE n:", "A branch of a SWITCH."),
    st("DEFAULT", "DEFAULT:", "The SWITCH branch taken when no CASE matches."),
    st("", "BREAK", "Leaves the enclosing SWITCH, loop or block."),
    st("FOR", "", "Runs the block for each integer from `from` to `to` (also `from .. to`)."),
    st("LOOP", "", "Runs the block `count` times."),
    st("FUNCTION", "", "Defines a function; call it later as `name(1, \"x\")`."),
    st("SHUFFLE", "", "Shuffles the elements of an array variable in place."),
    st("", "EXIT", "Stops running the level's script."),
    kw("ENDMAP", "ENDMAP", "Ends a MAP."),
    kw("TO", "FOR $i = a TO b", "The range of a FOR loop."),
    kw("selection", "$s = selection: ...", "Declares a selection: a set of map spots."),
    kw("monster", "$m = monster: ...", "Declares a monster value (or { list })."),
    kw("object", "$o = object: ...", "Declares an object value (or { list })."),
    kw("terrain", "$t = terrain: 'c'", "Declares a map character value (or { list })."),
    kw(
        "random",
        "random | random[wet,dry,...]",
        "Lets the game pick: a random value, or a random spot (of the given kinds).",
    ),
    kw("rect", "rect region", "The border of a rectangle."),
    kw("fillrect", "fillrect region", "A filled rectangle."),
    kw("line", "line (x1,y1), (x2,y2)", "A straight line of spots."),
    kw("randline", "randline (x1,y1), (x2,y2), roughness", "A wandering line of spots."),
    kw("grow", "grow([directions,] selection)", "The selection grown by one spot (in the given directions)."),
    kw(
        "filter",
        "filter(n% | 'c' | selection, selection)",
        "Keeps the spots that pass a chance, have a map character, or are in another selection.",
    ),
    kw("floodfill", "floodfill coordinate", "Every connected spot of the same terrain as the start."),
    kw("rndcoord", "rndcoord(selection)", "One random spot of a selection."),
    kw("circle", "circle(center, radius [, filled|unfilled])", "A circle of spots."),
    kw("ellipse", "ellipse(center, rx, ry [, filled|unfilled])", "An ellipse of spots."),
    kw(
        "gradient",
        "gradient(radial|square, (min - max [, limited]), from [, to])",
        "Spots chosen with a chance falling off with distance.",
    ),
    kw("complement", "complement selection", "Every spot not in the selection."),
    kw("levregion", "levregion(x1,y1,x2,y2)", "A region in absolute level coordinates (not relative to the MAP)."),
    kw("lit", "lit", "Lit (also `unlit`, or `random`)."),
    kw("unlit", "unlit", "Not lit."),
];

/// Value words: what each means where it is written.
pub const VALUES: &[(&str, &str)] = &[
    ("open", "door state: an open door"),
    ("closed", "door state: a closed door"),
    ("locked", "door state: a closed, locked door (on an object: a locked box)"),
    ("nodoor", "door state: an empty doorway"),
    ("broken", "door state: a broken door (on an object: a broken lock)"),
    ("secret", "door state: a secret door, seen as wall until found"),
    ("north", "direction: north (up the map)"),
    ("south", "direction: south (down the map)"),
    ("east", "direction: east (right)"),
    ("west", "direction: west (left)"),
    ("law", "alignment: lawful"),
    ("neutral", "alignment: neutral"),
    ("chaos", "alignment: chaotic"),
    ("noalign", "alignment: none (unaligned)"),
    ("coaligned", "alignment: the hero's own"),
    ("noncoaligned", "alignment: one other than the hero's"),
    ("peaceful", "monster: peaceful to the hero"),
    ("hostile", "monster: hostile to the hero"),
    ("asleep", "monster: starts asleep"),
    ("awake", "monster: starts awake"),
    ("blessed", "object: blessed"),
    ("uncursed", "object: uncursed"),
    ("cursed", "object: cursed"),
    ("buried", "object: buried under the spot"),
    ("up", "up (stairs or ladder going up)"),
    ("down", "down (stairs or ladder going down)"),
    ("altar", "altar type: an ordinary altar"),
    ("shrine", "altar type: an altar with a temple priest"),
    ("sanctum", "altar type: a high altar (as in Moloch's Sanctum)"),
    ("filled", "room flag: the room is stocked with its type's contents (for circle/ellipse: a filled shape)"),
    ("unfilled", "room flag: the room is left empty (for circle/ellipse: only the outline)"),
    ("joined", "room flag: corridors join this room to the others"),
    ("unjoined", "room flag: no corridor leads to this room"),
    ("true", "true"),
    ("false", "false"),
];

/// The entry for `word`, if documented.
pub fn lookup(word: &str) -> Option<&'static Keyword> {
    KEYWORDS.iter().find(|k| k.word == word)
}

/// Selection forms, where a selection or coordinate goes.
const SELECTIONS: &[&str] = &[
    "rect",
    "fillrect",
    "line",
    "randline",
    "grow",
    "filter",
    "floodfill",
    "circle",
    "ellipse",
    "gradient",
    "complement",
    "rndcoord",
];
const DOOR_STATES: &[&str] = &["open", "closed", "locked", "nodoor", "broken", "secret"];
const DIRECTIONS: &[&str] = &["north", "south", "east", "west"];
const ALIGNMENTS: &[&str] = &["law", "neutral", "chaos", "noalign", "coaligned", "noncoaligned"];

/// The value words a statement takes (besides `random`, variables and
/// numbers), for completion after its colon.
pub fn value_words(statement: &str) -> Vec<&'static str> {
    let parts: &[&[&str]] = match statement {
        "DOOR" => &[DOOR_STATES, SELECTIONS],
        "ROOMDOOR" => &[&["true", "false"], DOOR_STATES, DIRECTIONS],
        "DRAWBRIDGE" => &[DIRECTIONS, &["open", "closed"]],
        "ALTAR" => &[ALIGNMENTS, &["altar", "shrine", "sanctum"]],
        "LADDER" | "STAIR" | "TELEPORT_REGION" => &[&["up", "down", "levregion"]],
        "PORTAL" | "BRANCH" => &[&["levregion"]],
        "ENGRAVING" => &[&["dust", "engrave", "burn", "mark", "blood"]],
        "MONSTER" => &[
            &[
                "peaceful",
                "hostile",
                "asleep",
                "awake",
                "female",
                "invisible",
                "cancelled",
                "revived",
                "avenge",
                "fleeing",
                "blinded",
                "paralyzed",
                "stunned",
                "confused",
                "seen_traps",
                "m_feature",
                "m_monster",
                "m_object",
                "align",
            ],
            ALIGNMENTS,
        ],
        "OBJECT" | "CONTAINER" => &[&[
            "blessed",
            "uncursed",
            "cursed",
            "buried",
            "locked",
            "broken",
            "trapped",
            "not_trapped",
            "recharged",
            "invisible",
            "greased",
            "eroded",
            "erodeproof",
            "quantity",
            "montype",
        ]],
        "FLAGS" => &[&[
            "noteleport",
            "hardfloor",
            "nommap",
            "shortsighted",
            "arboreal",
            "mazelevel",
            "premapped",
            "shroud",
            "graveyard",
            "icedpools",
            "solidify",
            "corrmaze",
            "inaccessibles",
        ]],
        "GEOMETRY" => &[&["left", "half-left", "center", "half-right", "right", "top", "bottom"]],
        "ROOM" | "SUBROOM" | "REGION" => &[&[
            "lit",
            "unlit",
            "filled",
            "unfilled",
            "regular",
            "irregular",
            "joined",
            "unjoined",
            "left",
            "center",
            "right",
            "top",
            "bottom",
        ]],
        "MAZEWALK" => &[DIRECTIONS, &["true", "false"]],
        "INIT_MAP" => &[&["solidfill", "mazegrid", "mines", "rogue", "lit", "unlit", "true", "false"]],
        "TERRAIN" | "FOUNTAIN" | "SINK" | "POOL" | "WALLIFY" => &[SELECTIONS, &["lit", "unlit"]],
        "GOLD" | "GRAVE" | "TRAP" => &[&["rndcoord"]],
        "NON_DIGGABLE" | "NON_PASSWALL" | "REPLACE_TERRAIN" => &[&[]],
        _ => &[],
    };
    parts.iter().flat_map(|p| p.iter().copied()).collect()
}

/// The meaning of a value word, if documented.
pub fn value(word: &str) -> Option<&'static str> {
    VALUES.iter().find(|(w, _)| *w == word).map(|(_, d)| *d)
}

/// What each map character stands for, as lev_comp reads maps.
pub const MAP_CHARS: &[(char, &str)] = &[
    (' ', "solid rock"),
    ('#', "corridor"),
    ('.', "floor of a room"),
    ('-', "horizontal wall"),
    ('|', "vertical wall"),
    ('+', "door"),
    ('A', "air (Plane of Air)"),
    ('B', "crosswall (a wall that joins others; level boundary)"),
    ('C', "cloud (Plane of Air)"),
    ('S', "secret door"),
    ('H', "secret corridor"),
    ('{', "fountain"),
    ('\\', "throne"),
    ('K', "sink"),
    ('}', "moat (deep water around a castle)"),
    ('P', "pool of water"),
    ('L', "lava"),
    ('I', "ice"),
    ('W', "water (Plane of Water)"),
    ('T', "tree"),
    ('F', "iron bars"),
    ('x', "leave the cell as it is (transparent)"),
];

/// The description of a map character.
pub fn map_char(c: char) -> Option<&'static str> {
    MAP_CHARS.iter().find(|(m, _)| *m == c).map(|(_, d)| *d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_statement_keyword_is_a_real_token() {
        for k in KEYWORDS.iter().filter(|k| k.statement && k.word != "MAP") {
            let toks: Vec<_> = crate::lexer::Lexer::new(k.word).flatten().collect();
            assert!(
                !matches!(toks.first(), Some((_, crate::lexer::Tok::Ident(_), _))),
                "{} is not a keyword of the lexer",
                k.word
            );
        }
    }

    #[test]
    fn value_words_are_keywords() {
        for k in KEYWORDS.iter().filter(|k| k.statement) {
            for w in value_words(k.word) {
                let toks: Vec<_> = crate::lexer::Lexer::new(w).flatten().collect();
                assert_eq!(toks.len(), 1, "{w}");
                assert!(!matches!(toks[0].1, crate::lexer::Tok::Ident(_)), "{w} is not a keyword");
            }
        }
    }

    #[test]
    fn map_chars_match_the_vm() {
        for (c, _) in MAP_CHARS {
            assert!(oxhack_vm::terrain::from_map_char(*c as u8).is_some(), "{c:?}");
        }
        assert_eq!(MAP_CHARS.len(), oxhack_vm::terrain::MAP_CHARS.len());
    }

    #[test]
    fn every_keyword_has_a_form_and_statements_use_the_compilers() {
        for k in KEYWORDS {
            assert!(!k.form().is_empty(), "{} has no form", k.word);
            if let Some(f) = crate::forms::form(k.word) {
                assert_eq!(k.form(), f, "{} has one form, lev_comp's", k.word);
                assert!(k.form.is_empty(), "{} repeats lev_comp's form", k.word);
            }
        }
    }
}
