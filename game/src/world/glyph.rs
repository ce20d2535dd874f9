//! How the map looks (display.c's `back_to_glyph` and `wall_angle`;
//! drawing.c's default symbols): [`map_glyph_char`] draws a location as
//! NetHack's default symbol set does, walls by type, wall mode and the
//! directions they were seen from.

use super::wallmode::*;
use crate::world::level::{
    COLNO, D_BROKEN, D_ISOPEN, DB_FLOOR, DB_ICE, DB_LAVA, DB_MOAT, DB_UNDER, LA_DOWN, Level, ROWNO, WM_MASK,
};
use oxhack_vm::terrain::*;

/// Map symbols (the first entries of `defsyms`, `S_*`), by index.
pub mod sym {
    pub const S_STONE: usize = 0;
    pub const S_VWALL: usize = 1;
    pub const S_HWALL: usize = 2;
    pub const S_TLCORN: usize = 3;
    pub const S_TRCORN: usize = 4;
    pub const S_BLCORN: usize = 5;
    pub const S_BRCORN: usize = 6;
    pub const S_CRWALL: usize = 7;
    pub const S_TUWALL: usize = 8;
    pub const S_TDWALL: usize = 9;
    pub const S_TLWALL: usize = 10;
    pub const S_TRWALL: usize = 11;
    pub const S_NDOOR: usize = 12;
    pub const S_VODOOR: usize = 13;
    pub const S_HODOOR: usize = 14;
    pub const S_VCDOOR: usize = 15;
    pub const S_HCDOOR: usize = 16;
    pub const S_BARS: usize = 17;
    pub const S_TREE: usize = 18;
    pub const S_ROOM: usize = 19;
    pub const S_DARKROOM: usize = 20;
    pub const S_CORR: usize = 21;
    pub const S_LITCORR: usize = 22;
    pub const S_UPSTAIR: usize = 23;
    pub const S_DNSTAIR: usize = 24;
    pub const S_UPLADDER: usize = 25;
    pub const S_DNLADDER: usize = 26;
    pub const S_ALTAR: usize = 27;
    pub const S_GRAVE: usize = 28;
    pub const S_THRONE: usize = 29;
    pub const S_SINK: usize = 30;
    pub const S_FOUNTAIN: usize = 31;
    pub const S_POOL: usize = 32;
    pub const S_ICE: usize = 33;
    pub const S_LAVA: usize = 34;
    pub const S_VODBRIDGE: usize = 35;
    pub const S_HODBRIDGE: usize = 36;
    pub const S_VCDBRIDGE: usize = 37;
    pub const S_HCDBRIDGE: usize = 38;
    pub const S_AIR: usize = 39;
    pub const S_CLOUD: usize = 40;
    pub const S_WATER: usize = 41;

    /// The default symbol of each map symbol (drawing.c `defsyms`).
    pub const DEFSYMS: [char; 42] = [
        ' ', '|', '-', '-', '-', '-', '-', '-', '-', '-', '|', '|', '.', '-', '|', '+', '+', '#', '#', '.', '.', '#',
        '#', '<', '>', '<', '>', '_', '|', '\\', '#', '{', '}', '.', '}', '.', '.', '#', '#', ' ', '#', '}',
    ];
}

use sym::*;

/// Only bits of `bits` are set in `sv`, and at least one.
fn only(sv: u32, bits: u32) -> bool {
    sv & bits != 0 && sv & !bits == 0
}

/// `wall_angle`: the symbol of a wall (or secret door) with wall mode
/// `mode`, seen from the directions `seenv`.
pub fn wall_angle(typ: u8, horizontal: bool, mode: u8, seenv: u8) -> usize {
    let (sv0, sv1, sv2, sv3, sv4, sv5, sv6, sv7) =
        (SV0 as u32, SV1 as u32, SV2 as u32, SV3 as u32, SV4 as u32, SV5 as u32, SV6 as u32, SV7 as u32);
    let seenv = seenv as u32;
    // T walls are rotated to a TDWALL; the rows give the result back.
    const WALL_MATRIX: [[usize; 5]; 4] = [
        [S_STONE, S_TLCORN, S_TRCORN, S_HWALL, S_TDWALL],
        [S_STONE, S_TRCORN, S_BRCORN, S_VWALL, S_TLWALL],
        [S_STONE, S_BRCORN, S_BLCORN, S_HWALL, S_TUWALL],
        [S_STONE, S_BLCORN, S_TLCORN, S_VWALL, S_TRWALL],
    ];
    const CROSS_MATRIX: [[usize; 6]; 4] = [
        [S_BRCORN, S_BLCORN, S_TLCORN, S_TUWALL, S_TRWALL, S_CRWALL],
        [S_BLCORN, S_TLCORN, S_TRCORN, S_TRWALL, S_TDWALL, S_CRWALL],
        [S_TLCORN, S_TRCORN, S_BRCORN, S_TDWALL, S_TLWALL, S_CRWALL],
        [S_TRCORN, S_BRCORN, S_BLCORN, S_TLWALL, S_TUWALL, S_CRWALL],
    ];
    let rot = |sv: u32, r: u32| ((sv >> r) | (sv << (8 - r))) & 0xff;
    let twall = |row: usize, seenv: u32| -> usize {
        // Columns: stone, tlcorn, trcorn, hwall, tdwall.
        let col = match mode {
            0 => {
                if seenv == sv4 {
                    1
                } else if seenv == sv6 {
                    2
                } else if seenv & (sv3 | sv5 | sv7) != 0 || (seenv & sv4 != 0 && seenv & sv6 != 0) {
                    4
                } else if seenv & (sv0 | sv1 | sv2) != 0 {
                    if seenv & (sv4 | sv6) != 0 { 4 } else { 3 }
                } else {
                    0
                }
            }
            WM_T_LONG => {
                if seenv & (sv3 | sv4) != 0 && seenv & (sv5 | sv6 | sv7) == 0 {
                    1
                } else if seenv & (sv6 | sv7) != 0 && seenv & (sv3 | sv4 | sv5) == 0 {
                    2
                } else if seenv & sv5 != 0 || (seenv & (sv3 | sv4) != 0 && seenv & (sv6 | sv7) != 0) {
                    4
                } else {
                    0
                }
            }
            WM_T_BL => {
                if only(seenv, sv4 | sv5) {
                    1
                } else if seenv & (sv0 | sv1 | sv2 | sv7) != 0 && seenv & (sv3 | sv4 | sv5) == 0 {
                    3
                } else if only(seenv, sv6) {
                    0
                } else {
                    4
                }
            }
            WM_T_BR => {
                if only(seenv, sv5 | sv6) {
                    2
                } else if seenv & (sv0 | sv1 | sv2 | sv3) != 0 && seenv & (sv5 | sv6 | sv7) == 0 {
                    3
                } else if only(seenv, sv4) {
                    0
                } else {
                    4
                }
            }
            _ => 0,
        };
        WALL_MATRIX[row][col]
    };
    let corner = |which: usize, outer: u32, inner: u32| match mode {
        0 => which,
        WM_C_OUTER => {
            if seenv & outer != 0 {
                which
            } else {
                S_STONE
            }
        }
        WM_C_INNER => {
            if seenv & !inner & 0xff != 0 {
                which
            } else {
                S_STONE
            }
        }
        _ => S_STONE,
    };
    let straight = |horiz: bool| {
        let (m1, m2) = if horiz {
            (sv3 | sv4 | sv5 | sv6 | sv7, sv0 | sv1 | sv2 | sv3 | sv7)
        } else {
            (sv1 | sv2 | sv3 | sv4 | sv5, sv0 | sv1 | sv5 | sv6 | sv7)
        };
        let s = if horiz { S_HWALL } else { S_VWALL };
        let shown = match mode {
            0 => seenv != 0,
            1 => seenv & m1 != 0,
            2 => seenv & m2 != 0,
            _ => false,
        };
        if shown { s } else { S_STONE }
    };
    match typ {
        TUWALL => twall(2, rot(seenv, 4)),
        TLWALL => twall(1, rot(seenv, 2)),
        TRWALL => twall(3, rot(seenv, 6)),
        TDWALL => twall(0, seenv),
        SDOOR => straight(horizontal),
        VWALL => straight(false),
        HWALL => straight(true),
        TLCORNER => corner(S_TLCORN, sv3 | sv4 | sv5, sv4),
        TRCORNER => corner(S_TRCORN, sv5 | sv6 | sv7, sv6),
        BLCORNER => corner(S_BLCORN, sv1 | sv2 | sv3, sv2),
        BRCORNER => corner(S_BRCORN, sv7 | sv0 | sv1, sv0),
        CROSSWALL => match mode {
            0 => {
                if seenv == sv0 {
                    S_BRCORN
                } else if seenv == sv2 {
                    S_BLCORN
                } else if seenv == sv4 {
                    S_TLCORN
                } else if seenv == sv6 {
                    S_TRCORN
                } else if seenv & !(sv0 | sv1 | sv2) == 0 && (seenv & sv1 != 0 || seenv == (sv0 | sv2)) {
                    S_TUWALL
                } else if seenv & !(sv2 | sv3 | sv4) == 0 && (seenv & sv3 != 0 || seenv == (sv2 | sv4)) {
                    S_TRWALL
                } else if seenv & !(sv4 | sv5 | sv6) == 0 && (seenv & sv5 != 0 || seenv == (sv4 | sv6)) {
                    S_TDWALL
                } else if seenv & !(sv0 | sv6 | sv7) == 0 && (seenv & sv7 != 0 || seenv == (sv0 | sv6)) {
                    S_TLWALL
                } else {
                    S_CRWALL
                }
            }
            WM_X_TL | WM_X_TR | WM_X_BL | WM_X_BR => {
                let (row, sv) = match mode {
                    WM_X_TL => (1, rot(seenv, 4)),
                    WM_X_TR => (2, rot(seenv, 6)),
                    WM_X_BL => (0, rot(seenv, 2)),
                    _ => (3, seenv),
                };
                if sv == sv4 {
                    S_STONE
                } else {
                    let sv = sv & !sv4;
                    // Columns: trcorn, brcorn, blcorn, tlwall, tuwall, crwall.
                    let col = if sv == sv0 {
                        1
                    } else if sv & (sv2 | sv3) != 0 {
                        if sv & (sv5 | sv6 | sv7) != 0 {
                            5
                        } else if sv & (sv0 | sv1) != 0 {
                            4
                        } else {
                            2
                        }
                    } else if sv & (sv5 | sv6) != 0 {
                        if sv & (sv1 | sv2 | sv3) != 0 {
                            5
                        } else if sv & (sv0 | sv7) != 0 {
                            3
                        } else {
                            0
                        }
                    } else if sv & sv1 != 0 {
                        if sv & sv7 != 0 { 5 } else { 4 }
                    } else if sv & sv7 != 0 {
                        if sv & sv1 != 0 { 5 } else { 3 }
                    } else {
                        5
                    };
                    CROSS_MATRIX[row][col]
                }
            }
            WM_X_TLBR => {
                if only(seenv, sv1 | sv2 | sv3) {
                    S_BLCORN
                } else if only(seenv, sv5 | sv6 | sv7) {
                    S_TRCORN
                } else if only(seenv, sv0 | sv4) {
                    S_STONE
                } else {
                    S_CRWALL
                }
            }
            WM_X_BLTR => {
                if only(seenv, sv0 | sv1 | sv7) {
                    S_BRCORN
                } else if only(seenv, sv3 | sv4 | sv5) {
                    S_TLCORN
                } else if only(seenv, sv2 | sv6) {
                    S_STONE
                } else {
                    S_CRWALL
                }
            }
            _ => S_STONE,
        },
        _ => S_STONE,
    }
}

/// What each map symbol is (drawing.c's `defsyms` explanations).
pub const CMAP_EXPLAIN: [&str; 42] = [
    "dark part of a room",
    "wall",
    "wall",
    "wall",
    "wall",
    "wall",
    "wall",
    "wall",
    "wall",
    "wall",
    "wall",
    "wall",
    "doorway",
    "open door",
    "open door",
    "closed door",
    "closed door",
    "iron bars",
    "tree",
    "floor of a room",
    "dark part of a room",
    "corridor",
    "lit corridor",
    "staircase up",
    "staircase down",
    "ladder up",
    "ladder down",
    "altar",
    "grave",
    "opulent throne",
    "sink",
    "fountain",
    "water",
    "ice",
    "molten lava",
    "lowered drawbridge",
    "lowered drawbridge",
    "raised drawbridge",
    "raised drawbridge",
    "air",
    "cloud",
    "water",
];

/// `back_to_glyph`'s symbol for (x, y) with walls seen from `seenv`
/// (walls never seen draw as stone).
pub fn back_to_sym(lev: &Level, x: i32, y: i32, seenv: u8) -> usize {
    let l = lev.at(x, y);
    match l.typ {
        SCORR | STONE => {
            if lev.flags.arboreal {
                S_TREE
            } else {
                S_STONE
            }
        }
        ROOM => S_ROOM,
        CORR => {
            if l.waslit {
                S_LITCORR
            } else {
                S_CORR
            }
        }
        HWALL | VWALL | TLCORNER | TRCORNER | BLCORNER | BRCORNER | CROSSWALL | TUWALL | TDWALL | TLWALL | TRWALL
        | SDOOR => {
            if seenv != 0 {
                wall_angle(l.typ, l.horizontal, l.wall_info() & WM_MASK, seenv)
            } else {
                S_STONE
            }
        }
        DOOR => {
            let m = l.doormask();
            if m == 0 || m & D_BROKEN != 0 {
                S_NDOOR
            } else if m & D_ISOPEN != 0 {
                if l.horizontal { S_HODOOR } else { S_VODOOR }
            } else if l.horizontal {
                S_HCDOOR
            } else {
                S_VCDOOR
            }
        }
        IRONBARS => S_BARS,
        TREE => S_TREE,
        POOL | MOAT => S_POOL,
        STAIRS => {
            if l.ladder() & LA_DOWN != 0 {
                S_DNSTAIR
            } else {
                S_UPSTAIR
            }
        }
        LADDER => {
            if l.ladder() & LA_DOWN != 0 {
                S_DNLADDER
            } else {
                S_UPLADDER
            }
        }
        FOUNTAIN => S_FOUNTAIN,
        SINK => S_SINK,
        ALTAR => S_ALTAR,
        GRAVE => S_GRAVE,
        THRONE => S_THRONE,
        LAVAPOOL => S_LAVA,
        ICE => S_ICE,
        AIR => S_AIR,
        CLOUD => S_CLOUD,
        WATER => S_WATER,
        DBWALL => {
            if l.horizontal {
                S_HCDBRIDGE
            } else {
                S_VCDBRIDGE
            }
        }
        DRAWBRIDGE_UP => match l.drawbridgemask() & DB_UNDER {
            DB_MOAT => S_POOL,
            DB_LAVA => S_LAVA,
            DB_ICE => S_ICE,
            DB_FLOOR => S_ROOM,
            _ => S_ROOM,
        },
        DRAWBRIDGE_DOWN => {
            if l.horizontal {
                S_HODBRIDGE
            } else {
                S_VODBRIDGE
            }
        }
        _ => S_ROOM,
    }
}

/// The default symbol for (x, y) as a fully mapped level shows it (every
/// wall seen from all sides, as magic mapping leaves it).
pub fn map_glyph_char(lev: &Level, x: i32, y: i32) -> char {
    DEFSYMS[back_to_sym(lev, x, y, SVALL)]
}

/// The default symbol for (x, y) with walls seen only from `seenv`
/// (`SV*` bits; 0 draws walls as unseen stone).
pub fn glyph_char_seen(lev: &Level, x: i32, y: i32, seenv: u8) -> char {
    DEFSYMS[back_to_sym(lev, x, y, seenv)]
}

/// The whole map in default symbols, one line per row (columns 0..COLNO).
pub fn map_text(lev: &Level) -> String {
    let mut s = String::with_capacity((COLNO + 1) * ROWNO);
    for y in 0..ROWNO as i32 {
        for x in 0..COLNO as i32 {
            s.push(map_glyph_char(lev, x, y));
        }
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levelgen::mkmaze::testmap::{level_from, picture};
    use crate::levelgen::mkmaze::wallification;
    use crate::world::level::{D_CLOSED, DB_SOUTH, LA_UP};
    #[test]
    fn t_wall_seen_from_one_side() {
        // A TDWALL on the top edge of two rooms: long side toward rock.
        let mut lev = level_from("-------\n|..|..|\n-------", 10, 5);
        wallification(&mut lev, 1, 0, 79, 20);
        set_wall_state(&mut lev);
        assert_eq!(lev.typ(13, 5), TDWALL);
        assert_eq!(lev.at(13, 5).wall_info() & WM_MASK, WM_T_LONG);
        // From the bottom left only it looks like a top-right corner,
        // from below like the T.
        assert_eq!(wall_angle(TDWALL, false, WM_T_LONG, SV6), S_TRCORN);
        assert_eq!(wall_angle(TDWALL, false, WM_T_LONG, SV4), S_TLCORN);
        assert_eq!(wall_angle(TDWALL, false, WM_T_LONG, SV5), S_TDWALL);
        // A TLWALL (stem to the west) seen from its long side only is a
        // plain vertical wall; from the stem side it is the T.
        assert_eq!(wall_angle(TLWALL, false, 0, SV3), S_VWALL);
        assert_eq!(wall_angle(TLWALL, false, 0, SV7), S_TLWALL);
        assert_eq!(DEFSYMS[wall_angle(TLWALL, false, 0, SVALL)], '|');
    }

    #[test]
    fn crosswall_modes() {
        let pic = "-------\n|..|..|\n|-----|\n|..|..|\n-------";
        let mut lev = level_from(pic, 3, 2);
        wallification(&mut lev, 1, 0, 79, 20);
        set_wall_state(&mut lev);
        assert_eq!(lev.typ(6, 4), CROSSWALL);
        assert_eq!(lev.at(6, 4).wall_info() & WM_MASK, 0);
        assert_eq!(wall_angle(CROSSWALL, false, 0, SV0), S_BRCORN);
        assert_eq!(wall_angle(CROSSWALL, false, WM_X_BR, SV4), S_STONE);
        assert_eq!(wall_angle(CROSSWALL, false, WM_X_TLBR, SV0 | SV4), S_STONE);
        assert_eq!(picture(&lev, 3, 2, 7, 5), format!("{pic}\n"));
    }

    #[test]
    fn furniture_and_doors_draw_as_defsyms() {
        let mut lev = level_from(".{K\\#}LIWACTF", 2, 1);
        let l = lev.at_mut(1, 1).expect("on map");
        l.typ = STAIRS;
        l.flags = LA_UP;
        let d = lev.at_mut(2, 2).expect("on map");
        d.typ = DOOR;
        d.flags = D_CLOSED;
        let d = lev.at_mut(3, 2).expect("on map");
        d.typ = DOOR;
        d.flags = D_ISOPEN;
        d.horizontal = true;
        let d = lev.at_mut(4, 2).expect("on map");
        d.typ = DOOR;
        d.flags = D_ISOPEN;
        let b = lev.at_mut(5, 2).expect("on map");
        b.typ = DRAWBRIDGE_UP;
        b.flags = DB_SOUTH | DB_LAVA;
        lev.set_typ(6, 2, ALTAR);
        lev.set_typ(7, 2, GRAVE);
        lev.set_typ(8, 2, THRONE);
        assert_eq!(picture(&lev, 1, 1, 15, 2), "<.{#\\#}}.} ###\n +|-}_|\\\n");
    }

    #[test]
    fn arboreal_stone_is_trees_and_terrain_text_is_untouched() {
        let mut lev = level_from("-", 5, 5);
        let raw = lev.terrain_text();
        lev.flags.arboreal = true;
        assert_eq!(map_glyph_char(&lev, 1, 1), '#');
        assert_eq!(lev.terrain_text(), raw);
    }
}
