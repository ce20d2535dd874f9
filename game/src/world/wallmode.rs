//! Wall display state (display.c's `set_wall_state`).
//!
//! At the end of level creation every wall gets a mode in the low bits of
//! its `wall_info` telling which of its sides face unfinished rock (rock,
//! corridor or the map's edge). With the directions the hero has seen it
//! from (`seenv`), the mode decides whether a T wall or corner shows as
//! itself, as a straight wall, or not at all; [`super::glyph`] draws it.

use crate::world::level::{COLNO, Level, ROWNO, WM_MASK, is_rock, isok};
use oxhack_vm::terrain::*;

/// Wall modes (rm.h `WM_*`).
pub const WM_W_LEFT: u8 = 1;
pub const WM_W_RIGHT: u8 = 2;
pub const WM_W_TOP: u8 = WM_W_LEFT;
pub const WM_W_BOTTOM: u8 = WM_W_RIGHT;
pub const WM_C_OUTER: u8 = 1;
pub const WM_C_INNER: u8 = 2;
pub const WM_T_LONG: u8 = 1;
pub const WM_T_BL: u8 = 2;
pub const WM_T_BR: u8 = 3;
pub const WM_X_TL: u8 = 1;
pub const WM_X_TR: u8 = 2;
pub const WM_X_BL: u8 = 3;
pub const WM_X_BR: u8 = 4;
pub const WM_X_TLBR: u8 = 5;
pub const WM_X_BLTR: u8 = 6;

/// Seen-vector bits (rm.h `SV*`): octants around a location,
/// 0 1 2 / 7 x 3 / 6 5 4.
pub const SV0: u8 = 0x01;
pub const SV1: u8 = 0x02;
pub const SV2: u8 = 0x04;
pub const SV3: u8 = 0x08;
pub const SV4: u8 = 0x10;
pub const SV5: u8 = 0x20;
pub const SV6: u8 = 0x40;
pub const SV7: u8 = 0x80;
pub const SVALL: u8 = 0xFF;

/// `check_pos`: `which` if (x, y) is unfinished outside (rock, corridor or
/// off the map), else 0.
fn check_pos(lev: &Level, x: i32, y: i32, which: u8) -> u8 {
    if !isok(x, y) {
        return which;
    }
    let t = lev.typ(x, y);
    if is_rock(t) || t == CORR || t == SCORR { which } else { 0 }
}

/// `more_than_one`.
fn more_than_one(a: u8, b: u8, c: u8) -> bool {
    (a != 0 && (b | c) != 0) || (b != 0 && (a | c) != 0) || (c != 0 && (a | b) != 0)
}

/// `set_twall`: mode of a T wall from its long side and two feet.
fn set_twall(lev: &Level, p1: (i32, i32), p2: (i32, i32), p3: (i32, i32)) -> u8 {
    let is_1 = check_pos(lev, p1.0, p1.1, WM_T_LONG);
    let is_2 = check_pos(lev, p2.0, p2.1, WM_T_BL);
    let is_3 = check_pos(lev, p3.0, p3.1, WM_T_BR);
    if more_than_one(is_1, is_2, is_3) { 0 } else { is_1 + is_2 + is_3 }
}

/// `set_wall`: mode of a straight wall.
fn set_wall(lev: &Level, x: i32, y: i32, horiz: bool) -> u8 {
    let (is_1, is_2) = if horiz {
        (check_pos(lev, x, y - 1, WM_W_TOP), check_pos(lev, x, y + 1, WM_W_BOTTOM))
    } else {
        (check_pos(lev, x - 1, y, WM_W_LEFT), check_pos(lev, x + 1, y, WM_W_RIGHT))
    };
    if more_than_one(is_1, is_2, 0) { 0 } else { is_1 + is_2 }
}

/// `set_corn`: mode of a corner; `p4` is the inner position.
fn set_corn(lev: &Level, p1: (i32, i32), p2: (i32, i32), p3: (i32, i32), p4: (i32, i32)) -> u8 {
    let is = |p: (i32, i32)| check_pos(lev, p.0, p.1, 1) != 0;
    if is(p4) {
        WM_C_INNER
    } else if is(p1) && is(p2) && is(p3) {
        WM_C_OUTER
    } else {
        0
    }
}

/// `set_crosswall`.
fn set_crosswall(lev: &Level, x: i32, y: i32) -> u8 {
    let is_1 = check_pos(lev, x - 1, y - 1, 1);
    let is_2 = check_pos(lev, x + 1, y - 1, 1);
    let is_3 = check_pos(lev, x + 1, y + 1, 1);
    let is_4 = check_pos(lev, x - 1, y + 1, 1);
    let n = is_1 + is_2 + is_3 + is_4;
    if n > 1 {
        if is_1 != 0 && is_3 != 0 && is_2 + is_4 == 0 {
            WM_X_TLBR
        } else if is_2 != 0 && is_4 != 0 && is_1 + is_3 == 0 {
            WM_X_BLTR
        } else {
            0
        }
    } else if is_1 != 0 {
        WM_X_TL
    } else if is_2 != 0 {
        WM_X_TR
    } else if is_3 != 0 {
        WM_X_BR
    } else if is_4 != 0 {
        WM_X_BL
    } else {
        0
    }
}

/// The wall mode `set_wall_state` gives (x, y), or `None` for a location
/// that is not a wall (its `wall_info` is left alone).
pub fn wall_mode(lev: &Level, x: i32, y: i32) -> Option<u8> {
    let l = lev.at(x, y);
    Some(match l.typ {
        SDOOR => set_wall(lev, x, y, l.horizontal),
        VWALL => set_wall(lev, x, y, false),
        HWALL => set_wall(lev, x, y, true),
        TDWALL => set_twall(lev, (x, y - 1), (x - 1, y + 1), (x + 1, y + 1)),
        TUWALL => set_twall(lev, (x, y + 1), (x + 1, y - 1), (x - 1, y - 1)),
        TLWALL => set_twall(lev, (x + 1, y), (x - 1, y - 1), (x - 1, y + 1)),
        TRWALL => set_twall(lev, (x - 1, y), (x + 1, y + 1), (x + 1, y - 1)),
        TLCORNER => set_corn(lev, (x - 1, y - 1), (x, y - 1), (x - 1, y), (x + 1, y + 1)),
        TRCORNER => set_corn(lev, (x, y - 1), (x + 1, y - 1), (x + 1, y), (x - 1, y + 1)),
        BLCORNER => set_corn(lev, (x, y + 1), (x - 1, y + 1), (x - 1, y), (x + 1, y - 1)),
        BRCORNER => set_corn(lev, (x + 1, y), (x + 1, y + 1), (x, y + 1), (x - 1, y - 1)),
        CROSSWALL => set_crosswall(lev, x, y),
        _ => return None,
    })
}

/// `xy_set_wall_state`: sets the wall mode of one location.
pub fn xy_set_wall_state(lev: &mut Level, x: i32, y: i32) {
    if let Some(mode) = wall_mode(lev, x, y)
        && let Some(l) = lev.at_mut(x, y)
    {
        // As in NetHack the mode shares `flags` with a secret door's
        // door mask.
        l.flags = (l.flags & !WM_MASK) | mode;
    }
}

/// `set_wall_state`: sets the wall mode of every wall on the level; run
/// once the level's terrain is final.
pub fn set_wall_state(lev: &mut Level) {
    for x in 0..COLNO as i32 {
        for y in 0..ROWNO as i32 {
            xy_set_wall_state(lev, x, y);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levelgen::mkmaze::testmap::level_from;
    use crate::levelgen::mkmaze::wallification;
    use crate::world::glyph::{glyph_char_seen, map_glyph_char};
    #[test]
    fn modes_of_a_room_in_rock() {
        // A room in rock: its walls face rock outside, floor inside.
        let mut lev = level_from("-----\n|...|\n|...|\n-----", 10, 5);
        wallification(&mut lev, 1, 0, 79, 20);
        set_wall_state(&mut lev);
        assert_eq!(lev.at(11, 5).wall_info() & WM_MASK, WM_W_TOP);
        assert_eq!(lev.at(11, 8).wall_info() & WM_MASK, WM_W_BOTTOM);
        assert_eq!(lev.at(10, 6).wall_info() & WM_MASK, WM_W_LEFT);
        assert_eq!(lev.at(14, 6).wall_info() & WM_MASK, WM_W_RIGHT);
        assert_eq!(lev.at(10, 5).wall_info() & WM_MASK, WM_C_OUTER);
        // Seen only from outside (above), a top wall facing rock is not
        // visible; from inside it is.
        assert_eq!(glyph_char_seen(&lev, 11, 5, SV1), ' ');
        assert_eq!(glyph_char_seen(&lev, 11, 5, SV5), '-');
        assert_eq!(map_glyph_char(&lev, 11, 5), '-');
        assert_eq!(glyph_char_seen(&lev, 11, 5, 0), ' ');
    }
}
